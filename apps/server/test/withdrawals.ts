import type { GolfDataProvider, ProviderLeaderboardRow } from '../src/golf-data/provider';
import type { Simulator } from '../src/golf-data/simulator';

/**
 * The simulator with golfers withdrawing before hitting a shot, which its season never has
 * (its withdrawals walk off mid-round): `withdraw(externalId)` and the next leaderboard shows
 * them WD in round 1 with nothing played.
 */
export function withWithdrawals(simulator: Simulator): GolfDataProvider & {
  withdraw(externalId: string): void;
} {
  const withdrawn = new Set<string>();
  const beforeAShot = (row: ProviderLeaderboardRow): ProviderLeaderboardRow => ({
    ...row,
    status: 'WD',
    totalToPar: null,
    totalStrokes: null,
    currentRound: 1,
    thru: 0,
    rounds: {},
  });
  return {
    ...simulator,
    withdraw: (externalId) => withdrawn.add(externalId),
    getLeaderboard: async (externalId) => {
      const board = await simulator.getLeaderboard(externalId);
      return {
        ...board,
        rows: board.rows.map((row) =>
          withdrawn.has(row.golferExternalId) ? beforeAShot(row) : row,
        ),
      };
    },
  };
}
