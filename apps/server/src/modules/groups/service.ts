import { and, asc, eq } from 'drizzle-orm';
import type {
  CreateGroupBody,
  Group,
  InvitePreview,
  JoinGroupResponse,
  Member,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import { groupMembers, poolGroups } from '../../db/schema';
import { forbidden, invalidInput, notFound } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import { consumeEach, type Limiter, type RateLimits } from '../../security/limiter';
import { lockAccount, userNames } from '../auth';
import type { LiveWrites } from '../live';
import { DEMO_READ_ONLY, type GroupAccess } from './access';
import { createGroup } from './group-writes';
import { GroupInvites } from './invite-control';
import type { MemberCounts } from './member-counts';
import { membershipsOf } from './memberships-of';
import { presentGroup } from './present';
import { recordRemoval, refuseIfRemoved } from './removed-members';
import type { ListedGroupTournament, TournamentsOfGroups } from './tournaments-of-groups';

const JOIN_LIMIT_MESSAGE = 'Too many invalid invite codes. Please try again later.';

export class GroupService<Row extends ListedGroupTournament = ListedGroupTournament> {
  readonly #failedJoinsByUser: Limiter;
  readonly #failedJoinsByIp: Limiter;
  /** New invite codes and the removed list (invite-control.ts). */
  readonly invites: GroupInvites;

  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly live: LiveWrites,
    private readonly clock: Clock,
    limits: RateLimits,
    private readonly summaries: TournamentsOfGroups<Row>,
    private readonly memberCounts: MemberCounts,
  ) {
    // Invite codes are the only key to a private group: guessing is throttled per account and address.
    this.#failedJoinsByUser = limits.define('join-user', 10, 15 * 60);
    this.#failedJoinsByIp = limits.define('join-ip', 30, 15 * 60);
    this.invites = new GroupInvites(db, access, live);
  }

  async list(userId: number): Promise<Group[]> {
    return (await this.listWithTournaments(userId)).groups;
  }

  /** The caller's groups, newest membership first, with the tournament rows behind them. */
  async listWithTournaments(userId: number): Promise<{ groups: Group[]; tournaments: Row[] }> {
    const rows = await membershipsOf(this.db, userId);
    const groupIds = rows.map((row) => row.group.id);
    const [counts, tournaments] = await Promise.all([
      this.memberCounts.of(groupIds),
      this.summaries.load(groupIds),
    ]);
    const now = this.clock.now();
    const groups = rows.map(({ group, member }) => {
      const isOwner = group.createdBy === userId;
      return presentGroup(
        { group, member, isOwner, isAdmin: isOwner || member.role === 'admin' },
        counts.get(group.id) ?? 0,
        tournaments.filter((t) => t.groupId === group.id),
        now,
      );
    });
    return { groups, tournaments };
  }

  async get(userId: number, groupId: number): Promise<Group> {
    const membership = await this.access.requireVisible(groupId, userId);
    const [counts, tournaments] = await Promise.all([
      this.memberCounts.of([groupId]),
      this.summaries.load([groupId]),
    ]);
    return presentGroup(membership, counts.get(groupId) ?? 0, tournaments, this.clock.now());
  }

  async create(
    userId: number,
    input: CreateGroupBody & { description: string; isPrivate: boolean },
  ): Promise<Group> {
    const groupId = await this.live.write(async (tx, changed) => {
      const id = await createGroup(
        tx,
        {
          name: input.name,
          description: input.description,
          isPrivate: input.isPrivate,
          createdBy: userId,
        },
        this.clock.now(),
      );
      changed({ kind: 'members', groupId: id, joinedUserId: userId });
      return id;
    });
    return this.get(userId, groupId);
  }

  async delete(userId: number, groupId: number): Promise<void> {
    const { group } = await this.access.requireAdmin(
      groupId,
      userId,
      'Only group admins can delete the group',
    );
    if (group.isDemo) throw forbidden(DEMO_READ_ONLY);
    await this.live.write(async (tx, changed) => {
      await tx.delete(poolGroups).where(eq(poolGroups.id, groupId));
      changed({ kind: 'group-deleted', groupId });
    });
  }

  /**
   * The group an invite code opens, under the same guessing limits for joining and previewing:
   * a visitor (no account) is counted by address only.
   */
  async #groupByInviteCode(inviteCode: string, ip: string, userId: number | null) {
    // Counted before the look-up, given back when the code opens a group.
    const counted: [Limiter, string][] = [[this.#failedJoinsByIp, ip]];
    if (userId !== null) counted.unshift([this.#failedJoinsByUser, String(userId)]);
    await consumeEach(counted, JOIN_LIMIT_MESSAGE);
    const [group] = await this.db
      .select()
      .from(poolGroups)
      .where(eq(poolGroups.inviteCode, inviteCode.toUpperCase()));
    if (!group) throw notFound('Invalid invite code');
    await Promise.all(counted.map(([limiter, key]) => limiter.giveBack(key)));
    if (group.isDemo) throw forbidden(DEMO_READ_ONLY);
    return group;
  }

  /** What the join page shows before sign-in: the group's name and member count only. */
  async previewInvite(inviteCode: string, ip: string): Promise<InvitePreview> {
    const group = await this.#groupByInviteCode(inviteCode, ip, null);
    return { name: group.name, memberCount: await this.memberCounts.one(group.id) };
  }

  /**
   * Joins by invite code (any case); joining a group twice changes nothing. Someone an admin
   * removed is refused (403) until an admin allows them back.
   */
  async join(userId: number, inviteCode: string, ip: string): Promise<JoinGroupResponse> {
    const group = await this.#groupByInviteCode(inviteCode, ip, userId);
    const inserted = await this.live.write(async (tx, changed) => {
      const [row] = await tx
        .insert(groupMembers)
        // The app's clock: whether a tournament started before someone joined decides its fee.
        .values({ groupId: group.id, userId, role: 'member', joinedAt: this.clock.now() })
        .onConflictDoNothing()
        .returning({ id: groupMembers.id });
      if (!row) return row;
      // After the insert, which waits for a removal of the same membership under way.
      await refuseIfRemoved(tx, group.id, userId);
      changed({ kind: 'members', groupId: group.id, joinedUserId: userId });
      return row;
    });
    return { group: { id: group.id, name: group.name }, alreadyMember: !inserted };
  }

  async members(userId: number, groupId: number): Promise<Member[]> {
    const { group } = await this.access.requireMember(groupId, userId);
    const rows = await this.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.id));
    const names = await userNames(
      this.db,
      rows.map((member) => member.userId),
    );
    // A member whose account went meanwhile (an imported one, claimed) is left out.
    return rows.flatMap((member) => {
      const name = names.get(member.userId);
      if (name === undefined) return [];
      const isOwner = member.userId === group.createdBy;
      return [
        {
          id: member.id,
          userId: member.userId,
          name,
          role: isOwner ? 'admin' : member.role,
          isOwner,
          joinedAt: member.joinedAt.toISOString(),
        },
      ];
    });
  }

  /**
   * The owner hands the group to another member, who becomes its owner (and an admin); the
   * previous owner stays an admin. How an owner can leave, or delete their account, without
   * deleting a group others play in.
   */
  async handOver(actorId: number, groupId: number, userId: number): Promise<void> {
    const { group, isOwner } = await this.access.requireMember(groupId, actorId);
    if (!isOwner) throw forbidden('Only the group owner can hand the group over');
    if (group.isDemo) throw forbidden(DEMO_READ_ONLY);
    if (userId === actorId) throw invalidInput('You already own this group');
    await this.live.write(async (tx, changed) => {
      // The successor's row is locked: their account deletion (which locks it too) either
      // finishes first, and they are no longer a member, or waits and finds the group theirs.
      const successor = await lockAccount(tx, userId);
      // An imported account stands for someone who has not signed in: it cannot own a group.
      if (!successor || successor.deletedAt || successor.importedAt)
        throw notFound('Member not found');
      const promoted = await tx
        .update(groupMembers)
        .set({ role: 'admin' })
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
        .returning({ id: groupMembers.id });
      if (promoted.length === 0) throw notFound('Member not found');
      // Compare-and-set: of two hand-overs at once, the second finds the owner changed.
      const handed = await tx
        .update(poolGroups)
        .set({ createdBy: userId })
        .where(and(eq(poolGroups.id, groupId), eq(poolGroups.createdBy, actorId)))
        .returning({ id: poolGroups.id });
      if (handed.length === 0) throw forbidden('Only the group owner can hand the group over');
      changed({ kind: 'members', groupId });
    });
  }

  /**
   * Admins remove members, but never the owner and never themselves (docs/rules.md); a removed
   * member cannot join again until an admin allows them back.
   */
  async removeMember(actorId: number, groupId: number, userId: number): Promise<void> {
    const { group } = await this.access.requireAdmin(
      groupId,
      actorId,
      'Only group admins can remove members',
    );
    if (userId === actorId) throw invalidInput('You cannot remove yourself from the group');
    if (userId === group.createdBy) throw forbidden('The group owner cannot be removed');
    await this.live.write(async (tx, changed) => {
      const removed = await tx
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
        .returning({ id: groupMembers.id });
      if (removed.length === 0) throw notFound('Member not found');
      await recordRemoval(tx, { groupId, userId, removedBy: actorId, removedAt: this.clock.now() });
      changed({ kind: 'members', groupId, removedUserId: userId });
    });
  }
}
