import type { StandingRow, StandingsResponse } from '@fairway/contract';
import type { Forecast } from '../forecast';

type ForecastSummary = StandingsResponse['forecast'];

/**
 * The standings rows with each entry's chance to win and expected payout (docs/rules.md, "Win
 * probability"). Before the first tee time there is nothing to say; once the tournament is
 * completed the chances are settled (1/k to each of k entries tied first, the payout itself);
 * in between they are the latest forecast's, 0 for an entry already eliminated.
 */
export function withForecast(
  rows: StandingRow[],
  completed: boolean,
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
      };
    }),
    forecast: {
      simulations: forecast.simulations,
      simulatedAt: forecast.simulatedAt.toISOString(),
      upToDate: forecast.leaderboardVersion === leaderboardVersion,
    },
  };
}
