import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Picks } from '@fairway/domain';
import type { Db, Tx } from '../../db/client';
import { entries } from '../../db/schema';
import type { EntryRecord } from './entry-writes';
import { pickColumns } from './tournament-entries';

/**
 * A tournament's entries in entry order: in every group, or in these groups. Entry order
 * matters: within a tie the odd cent goes to the first entry listed, as in the standings.
 */
export async function entriesOfTournament(
  db: Db | Tx,
  tournamentId: number,
  groupIds?: readonly number[],
): Promise<EntryRecord[]> {
  if (groupIds?.length === 0) return [];
  return db
    .select()
    .from(entries)
    .where(
      and(
        eq(entries.tournamentId, tournamentId),
        groupIds && inArray(entries.groupId, [...new Set(groupIds)]),
      ),
    )
    .orderBy(asc(entries.id));
}

/** What scoring an entry needs: who entered, the tiebreaker and the picks. */
export interface ScoredPicks extends Picks {
  groupId: number;
  id: number;
  userId: number;
  tiebreaker: number | null;
  /** Counts only where the group allows alternates (the standings check that). */
  alternateGolferId: number | null;
}

/**
 * The entries of these groups for a tournament in entry order, with only the columns scoring
 * uses (not entriesOfTournament's whole rows): a busy tournament's standings rebuild reads
 * 15,000 of them.
 */
export function scoredPicksOfTournament(
  db: Db | Tx,
  tournamentId: number,
  groupIds: readonly number[],
): Promise<ScoredPicks[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      groupId: entries.groupId,
      id: entries.id,
      userId: entries.userId,
      tiebreaker: entries.tiebreaker,
      alternateGolferId: entries.alternateGolferId,
      ...pickColumns,
    })
    .from(entries)
    .where(
      and(
        eq(entries.tournamentId, tournamentId),
        // One group (the common read) as a plain equality: the planner's best case.
        groupIds.length === 1
          ? eq(entries.groupId, groupIds[0]!)
          : inArray(entries.groupId, [...groupIds]),
      ),
    )
    .orderBy(asc(entries.id));
}

/** Every (tournament, group) a person has entries in, each once. */
export function whereEntered(
  db: Db | Tx,
  userId: number,
): Promise<{ tournamentId: number; groupId: number }[]> {
  return db
    .selectDistinct({ tournamentId: entries.tournamentId, groupId: entries.groupId })
    .from(entries)
    .where(eq(entries.userId, userId));
}
