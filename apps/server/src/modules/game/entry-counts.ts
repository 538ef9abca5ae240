import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { entries } from '../../db/schema';

/**
 * How many entries each member of a group has, per tournament: of one tournament, or of every
 * tournament when none is given (the entry fees owed, modules/member-payments).
 */
export function entryCountsByMember(
  db: Db | Tx,
  groupId: number,
  tournamentId?: number,
): Promise<{ tournamentId: number; userId: number; n: number }[]> {
  return db
    .select({ tournamentId: entries.tournamentId, userId: entries.userId, n: count() })
    .from(entries)
    .where(
      and(
        eq(entries.groupId, groupId),
        tournamentId === undefined ? undefined : eq(entries.tournamentId, tournamentId),
      ),
    )
    .groupBy(entries.tournamentId, entries.userId);
}
