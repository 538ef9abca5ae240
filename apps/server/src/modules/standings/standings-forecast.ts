import type { StandingRow, StandingsResponse } from '@fairway/contract';
import { inPaidPlaces } from '@fairway/domain';
import type { Forecast } from '../forecast';

type ForecastSummary = StandingsResponse['forecast'];

/**
 * The standings rows with each entry's chance to win, chance to cash and expected payout
 * (docs/rules.md, "Win probability", "Chance to cash"). Before the first tee time there is
 * nothing to say; once the tournament is completed the chances are settled (1/k to each of k
 * entries tied first, 1 or 0 for being in the paid places, the payout itself); in between they
 * are the latest forecast's, no chance to win for an entry already eliminated.
 */
export function withForecast(
  rows: StandingRow[],
  { completed, paidPlaces }: { completed: boolean; paidPlaces: number },
  leaderboardVersion: number,
  forecast: Forecast | undefined,
): { standings: StandingRow[]; forecast: ForecastSummary } {
  if (rows.length === 0) return { standings: rows, forecast: null };
  if (completed) {
    const winners = rows.filter((row) => row.rank === 1).length;
    return {
      standings: rows.map((row) => ({
        ...row,
        winProbability: row.rank === 1 ? 1 / winners : 0,
        expectedPayout: row.payout,
        cashProbability: inPaidPlaces(row.rank, paidPlaces) ? 1 : 0,
      })),
      forecast: null,
    };
  }
  if (!forecast) return { standings: rows, forecast: null };
  const someoneLive = rows.some((row) => !row.eliminated);
  return {
    standings: rows.map((row) => {
      const entry = forecast.byEntry.get(row.entryId);
      if (!entry) return row;
      // A forecast from the previous update may predate an elimination: out cannot win.
      const out = someoneLive && row.eliminated;
      return {
        ...row,
        winProbability: out ? 0 : entry.winProbability,
        expectedPayout: entry.expectedPayout,
        cashProbability: entry.cashProbability,
      };
    }),
    forecast: {
      simulations: forecast.simulations,
      simulatedAt: forecast.simulatedAt.toISOString(),
      upToDate: forecast.leaderboardVersion === leaderboardVersion,
    },
  };
}
