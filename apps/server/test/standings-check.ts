import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { LeaderboardResponse, StandingsResponse } from '@fairway/contract';

/**
 * Checks standings against the public leaderboard endpoint, from first principles: every
 * total is the sum of its golfers' scores (cut golfers counting worst active + 1 in
 * cut_score pools), elimination flags, and ranking order with shared ties.
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
}
