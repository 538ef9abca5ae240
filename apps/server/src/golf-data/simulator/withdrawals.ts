import type { GolfDataProvider, ProviderLeaderboardRow } from '../provider';

/** A provider whose golfers can be withdrawn before hitting a shot on demand. */
export interface WithdrawingProvider extends GolfDataProvider {
  /** From the next leaderboard on, the golfer shows WD in round 1 with nothing played. */
  withdraw(tournamentExternalId: string, golferExternalId: string): void;
}

/**
 * The simulator (or any provider) with golfers withdrawing before hitting a shot when told:
 * for tests and for the browser journeys' test hooks (TEST_HOOKS), which need withdrawal
 * protection to happen to a golfer they choose.
 */
export function withWithdrawals(provider: GolfDataProvider): WithdrawingProvider {
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
    ...provider,
    withdraw: (tournamentExternalId, golferExternalId) =>
      withdrawn.add(`${tournamentExternalId}/${golferExternalId}`),
    getLeaderboard: async (externalId) => {
      const board = await provider.getLeaderboard(externalId);
      return {
        ...board,
        rows: board.rows.map((row) =>
          withdrawn.has(`${externalId}/${row.golferExternalId}`) ? beforeAShot(row) : row,
        ),
      };
    },
  };
}
