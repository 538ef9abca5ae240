import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { LeaderboardResponse, StandingsResponse } from '@fairway/contract';

/**
 * Checks standings against the public leaderboard endpoint, from first principles: every
 * total is the sum of its golfers' scores (cut golfers counting worst active + 1 in
 * cut_score pools), elimination flags, and ranking order with shared ties; then ties and
 * chances (expectTiesAndChancesHold).
 */
export async function expectStandingsMatchLeaderboard(
  app: FastifyInstance,
  standings: StandingsResponse,
) {
  const { poolType, id } = standings.tournament;
  const board = (
    await app.inject({ method: 'GET', url: `/api/tournament/${id}/leaderboard` })
  ).json<LeaderboardResponse>().leaderboard;
  const byId = new Map(board.map((row) => [row.golferId, row]));
  const cut =
    Math.max(
      ...board.filter((row) => row.status === 'active').map((row) => row.totalScoreToPar ?? 0),
    ) + 1;
  expect(standings.tournament.cutScore).toBe(cut);
  for (const row of standings.standings) {
    expect(row.selections).toHaveLength(5);
    const expected = row.selections.reduce((sum, pick) => {
      const golfer = byId.get(pick.golferId)!;
      return (
        sum +
        (poolType === 'cut_score' && golfer.status !== 'active'
          ? cut
          : (golfer.totalScoreToPar ?? 0))
      );
    }, 0);
    expect(row.totalScore).toBe(expected);
    expect(row.eliminated).toBe(
      poolType === 'elimination' &&
        row.selections.some((pick) => byId.get(pick.golferId)!.status !== 'active'),
    );
  }
  for (let i = 1; i < standings.standings.length; i += 1) {
    const [a, b] = [standings.standings[i - 1]!, standings.standings[i]!];
    expect(a.rank).toBeLessThanOrEqual(b.rank);
    expect(Number(a.eliminated)).toBeLessThanOrEqual(Number(b.eliminated));
    if (a.eliminated === b.eliminated) expect(a.totalScore).toBeLessThanOrEqual(b.totalScore);
  }
  expectTiesAndChancesHold(standings);
}

/**
 * Ties and chances as docs/rules.md defines them, on any standings snapshot: `tied` when
 * another row shares the rank; `decidedByTiebreak` (completed only) when a row level on score
 * ranks differently; each row's chance to cash at least its chance to win; the chances to cash
 * summing to at least min(paid places, entries), more only where a tie shares the last paid
 * place (completed: exactly the rows within the paid places, each 1 or 0).
 */
export function expectTiesAndChancesHold(standings: StandingsResponse) {
  const rows = standings.standings;
  const completed = standings.tournament.status === 'completed';
  const { paidPlaces, winningScore } = standings.tournament;
  if (!completed) expect(winningScore).toBeNull();
  const atRank = (rank: number) => rows.filter((row) => row.rank === rank).length;
  for (const row of rows) {
    expect(row.tied).toBe(atRank(row.rank) > 1);
    const level = rows.filter(
      (other) => other.eliminated === row.eliminated && other.totalScore === row.totalScore,
    );
    expect(row.decidedByTiebreak).toBe(completed && level.some((other) => other.rank !== row.rank));
  }
  const withChances = rows.filter((row) => row.winProbability !== undefined);
  if (withChances.length === 0) return;
  expect(withChances).toHaveLength(rows.length);
  for (const row of rows) {
    expect(row.cashProbability).toBeGreaterThanOrEqual(row.winProbability!);
    expect(row.cashProbability).toBeLessThanOrEqual(1);
  }
  const cashSum = rows.reduce((sum, row) => sum + row.cashProbability!, 0);
  const floor = Math.min(paidPlaces, rows.length);
  // Each chance is rounded to a millionth.
  expect(cashSum).toBeGreaterThanOrEqual(floor - rows.length * 1e-6);
  expect(cashSum).toBeLessThanOrEqual(rows.length + 1e-9);
  if (!completed) return;
  for (const row of rows) expect(row.cashProbability).toBe(row.rank <= paidPlaces ? 1 : 0);
  if (cashSum > floor) {
    // More than the places only when the entries at the last paid rank tie across it.
    const lastRank = Math.max(
      ...rows.filter((row) => row.rank <= paidPlaces).map((row) => row.rank),
    );
    expect(lastRank + atRank(lastRank) - 1).toBeGreaterThan(paidPlaces);
  }
}
