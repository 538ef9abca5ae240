import { eq } from 'drizzle-orm';
import { entryNumbers } from '@fairway/domain';
import { describe, expect, it } from 'vitest';
import type {
  FinancialReportResponse,
  HistoryItem,
  StandingsResponse,
  TournamentHistoryDetail,
  TournamentPaymentsResponse,
} from '@fairway/contract';
import { tournaments } from '../../db/schema';
import {
  bearer,
  createGroup,
  injectJson,
  joinGroup,
  loginAs,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
  type TestUser,
} from '../../../test/helpers';
import { expectStandingsMatchLeaderboard } from '../../../test/standings-check';

/** Drives the simulator's clock through a whole tournament, checking standings at each stage. */
const ctx = useTestApp();
const HOUR = 3_600_000;

const get = <T>(url: string, token: string) =>
  injectJson<T>(ctx.app, { method: 'GET', url, headers: bearer(token) });
const moveClockTo = async (instant: Date) => {
  ctx.clock.set(instant);
  await ctx.app.services.golfSync.refreshLive();
};

/**
 * Payouts worked out here from the ranks alone: each place takes its percentage of the pool in
 * cents; entries tied at a rank share the places they occupy, the odd cent to the first listed.
 */
function expectPayouts(standings: StandingsResponse, prizePool: number, percentages: number[]) {
  expect(standings.prizePool).toBe(prizePool);
  const places = percentages.map((p) => Math.round(prizePool * p));
  const rows = standings.standings;
  const expected = rows.map(() => 0);
  for (let i = 0; i < rows.length;) {
    let j = i;
    while (j < rows.length && rows[j]!.rank === rows[i]!.rank) j += 1;
    const shared = places.slice(rows[i]!.rank - 1, rows[i]!.rank - 1 + (j - i));
    const total = shared.reduce((a, b) => a + b, 0);
    for (let k = i; k < j; k += 1)
      expected[k] = Math.floor(total / (j - i)) + (k - i < total % (j - i) ? 1 : 0);
    i = j;
  }
  expect(rows.map((row) => Math.round(row.payout * 100))).toEqual(expected);
  expect(rows.reduce((sum, row) => sum + Math.round(row.payout * 100), 0)).toBe(
    rows.length === 0 || prizePool === 0
      ? 0
      : Math.min(
          Math.round(prizePool * 100),
          places.reduce((a, b) => a + b, 0),
        ),
  );
}

describe('a whole tournament, from picks to history', () => {
  it('keeps standings right after each round, through the cut, to the final tiebreak', async () => {
    const players: TestUser[] = [];
    for (const name of ['Ann', 'Ben', 'Cat', 'Dev'])
      players.push(await registerUser(ctx.app, { name }));
    const cutPool = await createGroup(ctx.app, players[0]!, { name: 'Cut pool' });
    const eliminationPool = await createGroup(ctx.app, players[0]!, { name: 'Elimination pool' });
    for (const player of players.slice(1)) {
      await joinGroup(ctx.app, player, cutPool.inviteCode);
      await joinGroup(ctx.app, player, eliminationPool.inviteCode);
    }
    const { nearer } = await seasonTournaments(ctx.app);
    const admin = players[0]!;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/group-admin/${cutPool.id}/tournaments`,
      headers: bearer(admin.token),
      // $10 an entry, paid 60/40: four entries make a $40 prize pool (a free group pays no fee).
      payload: { tournament_id: nearer.id, entry_fee: 10, payout_structure: '60/40' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/group-admin/${eliminationPool.id}/tournaments`,
      headers: bearer(admin.token),
      payload: { tournament_id: nearer.id, pool_type: 'elimination' },
    });

    // Everyone picks before the deadline; two share a pick set so the final tiebreak decides between them.
    const guesses = [-14, -9, null, -30];
    for (const [i, player] of players.entries()) {
      const picks = await validPicks(ctx.app, player.token, nearer.id, i === 3 ? 0 : i * 4);
      for (const group of [cutPool, eliminationPool]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
          headers: bearer(player.token),
          payload: { ...picks, tiebreaker: guesses[i] },
        });
        expect(response.statusCode).toBe(201);
      }
    }

    const [row] = await ctx.database.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, nearer.id));
    const firstTee = ctx.golf.firstTeeTime(row!.externalId!);
    const finish = ctx.golf.finishTime(row!.externalId!);
    const standingsOf = async (groupId: number) =>
      (
        await get<StandingsResponse>(
          `/api/pool-groups/${groupId}/tournaments/${nearer.id}/standings`,
          players[1]!.token,
        )
      ).body;

    // Just before the first tee: hidden.
    await moveClockTo(new Date(firstTee.getTime() - 60_000));
    expect((await standingsOf(cutPool.id)).standings).toEqual([]);

    // Round 1 under way.
    await moveClockTo(new Date(firstTee.getTime() + 3 * HOUR));
    const roundOne = await standingsOf(cutPool.id);
    expect(roundOne.tournament).toMatchObject({ status: 'active', round: 1, started: true });
    expect(roundOne.standings).toHaveLength(4);
    await expectStandingsMatchLeaderboard(ctx.app, roundOne);
    expectPayouts(roundOne, 40, [60, 40]);

    // The evening after round 2: the cut has been made.
    await moveClockTo(new Date(firstTee.getTime() + 24 * HOUR + 14 * HOUR));
    for (const groupId of [cutPool.id, eliminationPool.id]) {
      const afterCut = await standingsOf(groupId);
      expect(afterCut.tournament.round).toBe(2);
      expect(afterCut.tournament.projectedCut).toBeNull();
      await expectStandingsMatchLeaderboard(ctx.app, afterCut);
      if (groupId === cutPool.id) expectPayouts(afterCut, 40, [60, 40]);
      else expectPayouts(afterCut, 0, [50, 30, 20]);
      expect(afterCut.standings[0]!.positions).toHaveLength(2);
    }
    const leaderboard = (
      await ctx.app.inject({ method: 'GET', url: `/api/tournament/${nearer.id}/leaderboard` })
    ).json<{ leaderboard: { status: string }[] }>();
    expect(leaderboard.leaderboard.some((g) => g.status === 'CUT')).toBe(true);

    // The evening after round 3: only those who made the cut played on.
    await moveClockTo(new Date(firstTee.getTime() + 48 * HOUR + 14 * HOUR));
    // Past day 7 on the clock: the 7-day login tokens have expired, so everyone signs in again.
    for (const player of players)
      player.token = await loginAs(ctx.app, player.user.email, player.password);
    const afterRoundThree = await standingsOf(cutPool.id);
    expect(afterRoundThree.tournament.round).toBe(3);
    await expectStandingsMatchLeaderboard(ctx.app, afterRoundThree);
    expect(afterRoundThree.standings[0]!.positions).toHaveLength(3);
    for (const row of afterRoundThree.standings) {
      for (const golfer of row.selections)
        if (golfer.status === 'CUT') expect(golfer.rounds['3']).toBeUndefined();
    }

    // Final: completed, ties broken by the guess nearest the winner's score.
    await moveClockTo(new Date(finish.getTime() + 60_000));
    const final = await standingsOf(cutPool.id);
    expect(final.tournament.status).toBe('completed');
    await expectStandingsMatchLeaderboard(ctx.app, final);
    expectPayouts(final, 40, [60, 40]);
    const ann = final.standings.find((s) => s.player.name === 'Ann')!;
    const dev = final.standings.find((s) => s.player.name === 'Dev')!;
    expect(ann.totalScore).toBe(dev.totalScore);
    // Ann guessed -14, Dev -30: the winner's score decides which guess is closer.
    const board = (
      await ctx.app.inject({ method: 'GET', url: `/api/tournament/${nearer.id}/leaderboard` })
    ).json<{ leaderboard: { totalScoreToPar: number }[] }>();
    const winnerScore = board.leaderboard[0]!.totalScoreToPar;
    const annCloser = Math.abs(-14 - winnerScore) < Math.abs(-30 - winnerScore);
    const devCloser = Math.abs(-30 - winnerScore) < Math.abs(-14 - winnerScore);
    if (annCloser) expect(ann.rank).toBeLessThan(dev.rank);
    if (devCloser) expect(dev.rank).toBeLessThan(ann.rank);
    if (!annCloser && !devCloser) expect(ann.rank).toBe(dev.rank);
    // The standings say so: the tiebreak decided between them, measured against this score.
    expect(final.tournament.winningScore).toBe(winnerScore);
    expect(ann.decidedByTiebreak).toBe(annCloser || devCloser);
    expect(dev.decidedByTiebreak).toBe(annCloser || devCloser);

    // History: the group's record and each player's.
    const groupHistory = (
      await get<HistoryItem[]>(`/api/pool-groups/${cutPool.id}/history`, players[2]!.token)
    ).body;
    const item = groupHistory.find((h) => h.id === nearer.id)!;
    expect(item).toMatchObject({
      totalEntries: 4,
      winner: { name: final.standings[0]!.player.name, totalScore: final.standings[0]!.totalScore },
    });
    expect(item.averageScore).toBe(
      Math.round((final.standings.reduce((sum, r) => sum + r.totalScore, 0) / 4) * 10) / 10,
    );
    const mine = (await get<HistoryItem[]>('/api/tournaments/history', players[2]!.token)).body;
    expect(
      mine
        .find((h) => h.id === nearer.id)!
        .userGroups.map((g) => g.name)
        .sort(),
    ).toEqual(['Cut pool', 'Elimination pool']);
    const detail = await get<TournamentHistoryDetail>(
      `/api/tournament/${nearer.id}/history`,
      players[2]!.token,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.entries).toHaveLength(8);
    expect(detail.body.entries[0]!.picks).toHaveLength(5);
    // Each entry keeps the rank and payout of its own group's final standings, tiebreak included.
    for (const groupId of [cutPool.id, eliminationPool.id]) {
      const standings = await standingsOf(groupId);
      for (const row of standings.standings) {
        const shown = detail.body.entries.find((e) => e.id === row.entryId)!;
        expect({ rank: shown.rank, payout: shown.payout, groupId: shown.groupId }).toEqual({
          rank: row.rank,
          payout: row.payout,
          groupId,
        });
      }
    }
    const paid = final.standings.filter((row) => row.payout > 0);
    const numbers = entryNumbers(
      final.standings.map((row) => ({ entryId: row.entryId, playerId: row.player.id })),
    );
    // The payment manager and the financial report show the same figures as the standings.
    const payments = (
      await get<TournamentPaymentsResponse>(
        `/api/group-admin/${cutPool.id}/tournaments/${nearer.id}/member-payments`,
        admin.token,
      )
    ).body.payouts;
    const report = (
      await get<FinancialReportResponse>(
        `/api/group-admin/${cutPool.id}/financial-report`,
        admin.token,
      )
    ).body.tournaments.find((t) => t.tournament_id === nearer.id)!.payouts;
    for (const figures of [payments, report])
      expect(figures).toEqual({
        platform_fee: 0,
        prize_pool: 40,
        place_payouts: [
          { place: 1, percent: 60, amount: 24 },
          { place: 2, percent: 40, amount: 16 },
        ],
        paid_entries: paid.map((row) => ({
          rank: row.rank,
          player_name: row.player.name,
          entry_number: numbers.get(row.entryId),
          payout: row.payout,
        })),
        payouts_final: true,
      });
    expect(item.payouts).toEqual(
      paid.map((row) => ({
        groupId: cutPool.id,
        rank: row.rank,
        playerName: row.player.name,
        entryNumber: numbers.get(row.entryId),
        totalScore: row.totalScore,
        payout: row.payout,
      })),
    );

    const outsider = await registerUser(ctx.app);
    expect((await get(`/api/tournament/${nearer.id}/history`, outsider.token)).status).toBe(403);
    expect((await get(`/api/pool-groups/${cutPool.id}/history`, outsider.token)).status).toBe(404);
    expect((await get<HistoryItem[]>('/api/tournaments/history', outsider.token)).body).toEqual([]);
  });
});
