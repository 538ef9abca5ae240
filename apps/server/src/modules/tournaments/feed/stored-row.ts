import type { RoundScore } from '../../../db/schema';
import type { ProviderLeaderboardRow } from './feed-shapes';

/** A provider's leaderboard row as it is stored, and read back by the standings and forecasts. */
export function storedRow(row: ProviderLeaderboardRow, golferId: number) {
  return {
    golferId,
    status: row.status,
    totalToPar: row.totalToPar,
    totalStrokes: row.totalStrokes,
    currentRound: row.currentRound,
    thru: row.thru,
    teeTime: row.teeTime ? new Date(row.teeTime) : null,
    rounds: Object.fromEntries(
      Object.entries(row.rounds).map(([round, score]) => [round, score satisfies RoundScore]),
    ),
  };
}
