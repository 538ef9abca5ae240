import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupTournaments } from '../../db/schema';
import type { GroupTournamentRecord } from './store';

/** The groups playing a tournament (their rows for it): all of them, or those among these. */
export async function groupsPlaying(
  db: Db | Tx,
  tournamentId: number,
  groupIds?: readonly number[],
): Promise<GroupTournamentRecord[]> {
  if (groupIds?.length === 0) return [];
  return db
    .select()
    .from(groupTournaments)
    .where(
      and(
        eq(groupTournaments.tournamentId, tournamentId),
        groupIds && inArray(groupTournaments.groupId, [...new Set(groupIds)]),
      ),
    );
}
