import { and, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import {
  EMAIL_CANNOT_CHANGE,
  type UpdateProfileBody,
  type UpdateSettingsBody,
  type UserProfile,
  type UserSettings,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import {
  entries,
  groupMembers,
  groupTournaments,
  poolGroups,
  tournaments,
  users,
} from '../../db/schema';
import { invalidInput, notFound } from '../../lib/domain-errors';
import type { LiveWrites } from '../live';

const RECENT_GROUPS = 3;

/** The signed-in user's own profile page. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly live: LiveWrites,
  ) {}

  async profile(userId: number): Promise<UserProfile> {
    const user = await this.#user(userId);
    const memberships = await this.db
      .select({ id: poolGroups.id, name: poolGroups.name, joinedAt: groupMembers.joinedAt })
      .from(groupMembers)
      .innerJoin(poolGroups, eq(poolGroups.id, groupMembers.groupId))
      .where(eq(groupMembers.userId, userId))
      .orderBy(desc(groupMembers.joinedAt), desc(poolGroups.id));
    const groupIds = memberships.map((group) => group.id);

    const [{ members, played }, active, [entered]] = await Promise.all([
      this.#groupCounts(groupIds),
      groupIds.length === 0
        ? []
        : this.db
            .selectDistinct({ groupId: groupTournaments.groupId })
            .from(groupTournaments)
            .innerJoin(tournaments, eq(tournaments.id, groupTournaments.tournamentId))
            .where(
              and(
                inArray(groupTournaments.groupId, groupIds),
                inArray(tournaments.status, ['upcoming', 'active']),
              ),
            ),
      this.db
        .select({ n: countDistinct(entries.tournamentId) })
        .from(entries)
        .where(eq(entries.userId, userId)),
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
        active_groups: active.length,
        tournaments: entered?.n ?? 0,
      },
      recent_groups: memberships.slice(0, RECENT_GROUPS).map((group) => ({
        id: group.id,
        name: group.name,
        member_count: members.get(group.id) ?? 0,
        tournament_count: played.get(group.id) ?? 0,
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
        await tx.update(users).set({ name: body.name }).where(eq(users.id, userId));
        changed({ kind: 'player', userId });
      });
    }
    return this.profile(userId);
  }

  async updateSettings(userId: number, body: UpdateSettingsBody): Promise<UserSettings> {
    await this.#user(userId);
    const [saved] = await this.db
      .update(users)
      .set({
        ...(body.email_notifications !== undefined && {
          emailNotifications: body.email_notifications,
        }),
        ...(body.private_profile !== undefined && { privateProfile: body.private_profile }),
      })
      .where(eq(users.id, userId))
      .returning();
    return settingsOf(saved!);
  }

  async #user(userId: number) {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found');
    return user;
  }

  /** Members and tournaments of each of the given groups. */
  async #groupCounts(groupIds: number[]) {
    if (groupIds.length === 0) return { members: new Map(), played: new Map() };
    const [members, played] = await Promise.all([
      this.db
        .select({ groupId: groupMembers.groupId, n: countDistinct(groupMembers.userId) })
        .from(groupMembers)
        .where(inArray(groupMembers.groupId, groupIds))
        .groupBy(groupMembers.groupId),
      this.db
        .select({
          groupId: groupTournaments.groupId,
          n: countDistinct(groupTournaments.tournamentId),
        })
        .from(groupTournaments)
        .where(inArray(groupTournaments.groupId, groupIds))
        .groupBy(groupTournaments.groupId),
    ]);
    const byGroup = (rows: { groupId: number; n: number }[]) =>
      new Map<number, number>(rows.map((row) => [row.groupId, Number(row.n)]));
    return { members: byGroup(members), played: byGroup(played) };
  }
}

const settingsOf = (user: typeof users.$inferSelect): UserSettings => ({
  email_notifications: user.emailNotifications,
  private_profile: user.privateProfile,
});
