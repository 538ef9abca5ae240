import { and, eq, inArray } from 'drizzle-orm';
import type { MyGolfersResponse } from '@fairway/contract';
import { alternateSwap, countingGolferIds } from '@fairway/domain';
import type { Db } from '../../db/client';
import { entries, groupTournaments } from '../../db/schema';
import { membershipsOf } from '../groups';
import { findTournament, type BoardCache } from '../tournaments';
import { pickColumns } from './tournament-entries';
import { entryLink } from './entry-link';

/**
 * The golfers who count for a person's entries in a tournament, in every group they belong to
 * (docs/rules.md, "Leaderboard"): the picks, with an alternate swapped in where the group allows
 * alternates and one came in (the same rule the standings score by).
 */
export async function myGolfers(
  db: Db,
  boards: BoardCache,
  userId: number,
  tournamentId: number,
): Promise<MyGolfersResponse> {
  const groupIds = (await membershipsOf(db, userId)).map(({ group }) => group.id);
  if (groupIds.length === 0) return { golfers: [] };
  const rows = await db
    .select({
      allowAlternate: groupTournaments.allowAlternate,
      alternateGolferId: entries.alternateGolferId,
      ...pickColumns,
    })
    .from(entries)
    .innerJoin(groupTournaments, entryLink)
    .where(
      and(
        eq(entries.userId, userId),
        eq(entries.tournamentId, tournamentId),
        inArray(entries.groupId, groupIds),
      ),
    );
  const withAlternates = rows.map((row) => ({
    ...row,
    alternateGolferId: row.allowAlternate ? row.alternateGolferId : null,
  }));
  // The board only where an alternate could have come in (rare): most calls read no board.
  const tournament = withAlternates.some((row) => row.alternateGolferId !== null)
    ? await findTournament(db, tournamentId)
    : undefined;
  const board = tournament ? await boards.get(tournament) : [];
  const rowOf = new Map(board.map((row) => [row.golferId, row]));
  const counts = new Map<number, number>();
  for (const entry of withAlternates) {
    const counting = countingGolferIds(
      entry,
      alternateSwap(entry, (id) => rowOf.get(id)),
    );
    for (const golferId of new Set(counting)) counts.set(golferId, (counts.get(golferId) ?? 0) + 1);
  }
  return {
    golfers: [...counts]
      .sort(([a], [b]) => a - b)
      .map(([golferId, count]) => ({ golferId, entries: count })),
  };
}
