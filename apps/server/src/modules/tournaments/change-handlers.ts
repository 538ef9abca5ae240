import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tournaments } from '../../db/schema';
import type { LiveWrites } from '../live';
import type { TournamentRows } from './tournament-rows';

/**
 * Tournaments' part in the change map (modules/live): they keep each tournament's leaderboard
 * version, and every instance forgets a tournament's row when a new leaderboard is stored (before
 * the standings are rebuilt from it).
 */
export function tournamentsOnChanges(live: LiveWrites, rows: TournamentRows): void {
  live.changes.keepVersions('leaderboard', nextLeaderboardVersions);
  live.changes.on(
    'leaderboard',
    { name: 'tournament rows', phase: 'everywhere', order: 0 },
    (boards) => {
      for (const { tournamentId } of boards) rows.forget(tournamentId);
    },
  );
}

/** Moves each tournament's leaderboard version on by one; returns the new ones. */
async function nextLeaderboardVersions(
  tx: Tx,
  tournamentIds: readonly number[],
): Promise<Map<number, number>> {
  const moved = await tx
    .update(tournaments)
    .set({ leaderboardVersion: sql`${tournaments.leaderboardVersion} + 1` })
    .where(inArray(tournaments.id, [...tournamentIds]))
    .returning({ id: tournaments.id, version: tournaments.leaderboardVersion });
  return new Map(moved.map((row) => [row.id, row.version]));
}
