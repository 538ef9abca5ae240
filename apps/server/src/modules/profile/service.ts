import {
  EMAIL_CANNOT_CHANGE,
  type UpdatePreferencesBody,
  type UpdateProfileBody,
  type UpdateSettingsBody,
  type UserPreferences,
  type UserProfile,
  type UserSettings,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import { invalidInput, notFound } from '../../lib/domain-errors';
import { findOwnAccount, renameAccount, saveAccountSettings, type OwnAccount } from '../auth';
import { groupPlay, tournamentsEntered } from '../game';
import { membershipsOf, type MemberCounts } from '../groups';
import type { LiveWrites } from '../live';

const RECENT_GROUPS = 3;

/** The signed-in user's own profile page. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly live: LiveWrites,
    private readonly memberCounts: MemberCounts,
  ) {}

  async profile(userId: number): Promise<UserProfile> {
    const user = await this.#user(userId);
    const memberships = await membershipsOf(this.db, userId);
    const groupIds = memberships.map(({ group }) => group.id);

    const [members, play, entered] = await Promise.all([
      this.memberCounts.of(groupIds),
      groupPlay(this.db, groupIds),
      tournamentsEntered(this.db, userId),
    ]);

    return {
      id: user.id,
      name: user.name,
      email: user.email,
      created_at: user.createdAt.toISOString(),
      emailVerified: user.emailVerifiedAt !== null,
      settings: settingsOf(user),
      stats: {
        total_groups: memberships.length,
        active_groups: [...play.values()].filter((group) => group.unfinished).length,
        tournaments: entered,
      },
      recent_groups: memberships.slice(0, RECENT_GROUPS).map(({ group }) => ({
        id: group.id,
        name: group.name,
        member_count: members.get(group.id) ?? 0,
        tournament_count: play.get(group.id)?.tournaments ?? 0,
      })),
    };
  }

  /** Changes the name; the email is the account's identity and never changes. */
  async update(userId: number, body: UpdateProfileBody): Promise<UserProfile> {
    const user = await this.#user(userId);
    if (body.email !== undefined && body.email.trim().toLowerCase() !== user.email)
      throw invalidInput(EMAIL_CANNOT_CHANGE);
    // The name shows in standings: a real change makes them rebuild (docs/rules.md).
    if (body.name !== user.name) {
      await this.live.write(async (tx, changed) => {
        await renameAccount(tx, userId, body.name);
        changed({ kind: 'player', userId });
      });
    }
    return this.profile(userId);
  }

  async preferences(userId: number): Promise<UserPreferences> {
    return preferencesOf(await this.#user(userId));
  }

  /** Saves either toggle (the one home of both: PUT /api/user/preferences and .../settings). */
  async updatePreferences(userId: number, body: UpdatePreferencesBody): Promise<UserPreferences> {
    await this.#user(userId);
    const saved = await saveAccountSettings(this.db, userId, body);
    return preferencesOf(saved!);
  }

  /** PUT /api/user/settings: the toggles under their older snake_case names. */
  async updateSettings(userId: number, body: UpdateSettingsBody): Promise<UserSettings> {
    const saved = await this.updatePreferences(userId, {
      ...(body.email_notifications !== undefined && {
        emailNotifications: body.email_notifications,
      }),
      ...(body.private_profile !== undefined && { privateProfile: body.private_profile }),
    });
    return settingsOf(saved);
  }

  async #user(userId: number): Promise<OwnAccount> {
    const user = await findOwnAccount(this.db, userId);
    if (!user) throw notFound('User not found');
    return user;
  }
}

const preferencesOf = (user: OwnAccount): UserPreferences => ({
  emailNotifications: user.emailNotifications,
  privateProfile: user.privateProfile,
});

const settingsOf = (user: UserPreferences): UserSettings => ({
  email_notifications: user.emailNotifications,
  private_profile: user.privateProfile,
});
