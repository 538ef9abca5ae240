import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupMembers, poolGroups } from '../../db/schema';
import { forbidden, notFound } from '../../lib/domain-errors';
import type { LiveMemory, LoadingView } from '../live';

export type GroupRow = typeof poolGroups.$inferSelect;
export type MemberRow = typeof groupMembers.$inferSelect;

export const GROUP_NOT_FOUND = 'Group not found';
/** The public demo group shows Fairway to visitors: nobody changes it. */
export const DEMO_READ_ONLY = 'The demo group is read-only';

export interface Membership {
  group: GroupRow;
  member: MemberRow | null;
  isAdmin: boolean;
  isOwner: boolean;
}

/** No account has this id: the group row alone, for visitors to the demo group. */
const NOBODY = 0;

/**
 * Who may see and do what in a group, in one place. A private group does not exist for
 * non-members (404); a public one can be seen, but its data is for members only (403).
 * Every group request asks this first, so answers are kept in the live memory (keyed
 * "group:user") until the group's members change.
 */
export class GroupAccess {
  readonly #memberships: LoadingView<[groupId: number, userId: number], Membership>;

  constructor(
    private readonly db: Db,
    memory: LiveMemory,
  ) {
    this.#memberships = memory.declare({
      name: 'membership',
      key: (groupId: number, userId: number) => `${groupId}:${userId}`,
      dependsOn: (_membership, groupId) => ({ members: [groupId] }),
      // The group row and the member's.
      bytes: () => 600,
      load: (groupId, userId) => this.#load(groupId, userId),
    });
  }

  /** What is remembered ("group:user"), for tests. */
  keys(): string[] {
    return this.#memberships.keys();
  }

  membership(groupId: number, userId: number): Promise<Membership> {
    return this.#memberships.get(groupId, userId);
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

  /**
   * The public demo group, which visitors read without an account (docs/rules.md, "Demo"); any
   * other group does not exist for them. Remembered like a membership of nobody (no account has
   * id 0), so a visitor's request costs no query.
   */
  async requireDemo(groupId: number): Promise<GroupRow> {
    const { group } = await this.membership(groupId, NOBODY);
    if (!group.isDemo) throw notFound(GROUP_NOT_FOUND);
    return group;
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
