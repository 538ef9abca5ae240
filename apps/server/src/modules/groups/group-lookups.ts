import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupMembers, poolGroups } from '../../db/schema';
import { userNames } from '../auth';
import type { GroupRow } from './access';
import type { MemberRole } from './group-writes';

/** A group's row, or undefined when there is no such group (no access check: callers decide). */
export async function findGroup(db: Db | Tx, groupId: number): Promise<GroupRow | undefined> {
  const [group] = await db.select().from(poolGroups).where(eq(poolGroups.id, groupId));
  return group;
}

/** The public demo group (GET /api/pool-groups/demo), once it is seeded. */
export async function findDemoGroup(db: Db | Tx): Promise<GroupRow | undefined> {
  const [group] = await db.select().from(poolGroups).where(eq(poolGroups.isDemo, true)).limit(1);
  return group;
}

/** Which of these people are members of the group. */
export async function membersAmong(
  db: Db | Tx,
  groupId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}

/** A group's members with their names and roles, in the order they joined. */
export async function membersInJoinOrder(
  db: Db | Tx,
  groupId: number,
): Promise<{ id: number; name: string; role: MemberRole }[]> {
  const rows = await db
    .select({ userId: groupMembers.userId, role: groupMembers.role })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.id));
  const names = await userNames(
    db,
    rows.map((row) => row.userId),
  );
  return rows.flatMap(({ userId, role }) => {
    const name = names.get(userId);
    return name === undefined ? [] : [{ id: userId, name, role }];
  });
}
