import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupMembers, poolGroups } from '../../db/schema';

/** These groups' names, by group id (ids of no group are left out). */
export async function groupNames(
  db: Db | Tx,
  groupIds: readonly number[],
): Promise<Map<number, string>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ id: poolGroups.id, name: poolGroups.name })
    .from(poolGroups)
    .where(inArray(poolGroups.id, [...new Set(groupIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The names of the groups a person is a member of, by group id. */
export async function namesOfGroupsOf(db: Db | Tx, userId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: poolGroups.id, name: poolGroups.name })
    .from(groupMembers)
    .innerJoin(poolGroups, eq(poolGroups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId));
  return new Map(rows.map((row) => [row.id, row.name]));
}
