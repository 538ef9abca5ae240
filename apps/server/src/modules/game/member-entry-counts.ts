import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entries } from '../../db/schema';

/** How many entries one member has in each of these groups' tournaments, by "groupId:tournamentId". */
export async function memberEntryCounts(
  db: Db,
  userId: number,
  groupIds: readonly number[],
): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: entries.groupId, tournamentId: entries.tournamentId, n: count() })
    .from(entries)
    .where(and(eq(entries.userId, userId), inArray(entries.groupId, [...groupIds])))
    .groupBy(entries.groupId, entries.tournamentId);
  return new Map(rows.map((row) => [`${row.groupId}:${row.tournamentId}`, row.n]));
}
