import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupMembers, poolGroups } from '../../db/schema';
import { forbidden, notFound } from '../../lib/domain-errors';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { EventBus } from '../events/bus';
import { forgetGroupKeysOn } from '../events/forget-group-keys';

export type GroupRow = typeof poolGroups.$inferSelect;
export type MemberRow = typeof groupMembers.$inferSelect;

export const GROUP_NOT_FOUND = 'Group not found';

export interface Membership {
  group: GroupRow;
  member: MemberRow | null;
  isAdmin: boolean;
  isOwner: boolean;
}

/**
 * How long a membership is remembered without news of a change. Joining, leaving, removal and
 * deletion announce themselves on the bus, which every instance hears, so this only bounds a
 * change nobody announced (an account deleted with its memberships, say).
 */
const MEMBERSHIP_TTL_MS = 5_000;
/** Above the memberships at the scale docs/performance.md measures (about 12,000). */
const MAX_MEMBERSHIPS = 20_000;

/**
 * Who may see and do what in a group, in one place. A private group does not exist for
 * non-members (404); a public one can be seen, but its data is for members only (403).
 * Every group request asks this first, so answers are kept in memory per instance (keyed
 * "group:user") and dropped when the group's members change.
 */
export class GroupAccess {
  readonly #memberships = new ExpiringCache<string, Membership>(MEMBERSHIP_TTL_MS, {
    maxEntries: MAX_MEMBERSHIPS,
  });

  constructor(
    private readonly db: Db,
    events: EventBus,
  ) {
    forgetGroupKeysOn(events, ['members'], this.#memberships);
  }

  /** What is remembered ("group:user"), for tests. */
  keys(): string[] {
    return this.#memberships.keys();
  }

  membership(groupId: number, userId: number): Promise<Membership> {
    return this.#memberships.get(`${groupId}:${userId}`, () => this.#load(groupId, userId));
  }

  async #load(groupId: number, userId: number): Promise<Membership> {
    const [row] = await this.db
      .select({ group: poolGroups, member: groupMembers })
      .from(poolGroups)
      .leftJoin(
        groupMembers,
        and(eq(groupMembers.groupId, poolGroups.id), eq(groupMembers.userId, userId)),
      )
      .where(eq(poolGroups.id, groupId));
    if (!row) throw notFound(GROUP_NOT_FOUND);
    const isOwner = row.group.createdBy === userId && row.member !== null;
    return {
      group: row.group,
      member: row.member,
      isOwner,
      isAdmin: isOwner || row.member?.role === 'admin',
    };
  }

  /** The group as its viewer may see it: members always, others only when it is public. */
  async requireVisible(groupId: number, userId: number): Promise<Membership> {
    const membership = await this.membership(groupId, userId);
    if (!membership.member && membership.group.isPrivate) throw notFound(GROUP_NOT_FOUND);
    return membership;
  }

  async requireMember(
    groupId: number,
    userId: number,
  ): Promise<Membership & { member: MemberRow }> {
    const membership = await this.requireVisible(groupId, userId);
    if (!membership.member)
      throw forbidden('Join this group to see its members, chat and tournaments');
    return membership as Membership & { member: MemberRow };
  }

  async requireAdmin(
    groupId: number,
    userId: number,
    message = 'Only group admins can do this',
  ): Promise<Membership & { member: MemberRow }> {
    const membership = await this.requireMember(groupId, userId);
    if (!membership.isAdmin) throw forbidden(message);
    return membership;
  }
}
