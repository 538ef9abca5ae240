import { and, count, inArray, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupMembers } from '../../db/schema';

/** How many members each of these groups has now, in one query (0 for a group with none). */
export async function countMembersOf(
  db: Db | Tx,
  groupIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map(groupIds.map((id) => [id, 0]));
  if (groupIds.length === 0) return counts;
  const rows = await db
    .select({ groupId: groupMembers.groupId, n: count() })
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, [...new Set(groupIds)]))
    .groupBy(groupMembers.groupId);
  for (const row of rows) counts.set(row.groupId, row.n);
  return counts;
}

/**
 * How many members each group had by its own moment (group id → the moment): those who joined
 * at or before it. The platform fee is decided by the members a group had when it began playing
 * a tournament (modules/billing/tournament-fee.ts). One query; groups sharing a moment (most
 * of a tournament's, whose start it is) share one condition.
 */
export async function membersJoinedBy(
  db: Db | Tx,
  moments: ReadonlyMap<number, Date>,
): Promise<Map<number, number>> {
  const counts = new Map([...moments.keys()].map((id) => [id, 0]));
  if (moments.size === 0) return counts;
  const groupsByMoment = new Map<number, number[]>();
  for (const [groupId, moment] of moments)
    groupsByMoment.set(moment.getTime(), [
      ...(groupsByMoment.get(moment.getTime()) ?? []),
      groupId,
    ]);
  const rows = await db
    .select({ groupId: groupMembers.groupId, n: count() })
    .from(groupMembers)
    .where(
      or(
        ...[...groupsByMoment].map(([moment, groupIds]) =>
          and(
            inArray(groupMembers.groupId, groupIds),
            lte(groupMembers.joinedAt, new Date(moment)),
          ),
        ),
      ),
    )
    .groupBy(groupMembers.groupId);
  for (const row of rows) counts.set(row.groupId, row.n);
  return counts;
}
