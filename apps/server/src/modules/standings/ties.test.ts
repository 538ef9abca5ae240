import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LeaderboardResponse, StandingsResponse } from '@fairway/contract';
import { entries } from '../../db/schema';
import { bearer, finishTournament, injectJson, loginAs, useTestApp } from '../../../test/helpers';
import { groupOnLiveTournament } from '../../../test/live-group';
import { expectTiesAndChancesHold } from '../../../test/standings-check';

const ctx = useTestApp();
const get = <T>(url: string, token: string) =>
  injectJson<T>(ctx.app, { method: 'GET', url, headers: bearer(token) });

/** Gives `entryId` the golfers of `like`, with its own guess of the winning score. */
async function copyPicks(like: number, entryId: number, tiebreaker: number) {
  const [source] = await ctx.database.db.select().from(entries).where(eq(entries.id, like));
  await ctx.database.db
    .update(entries)
    .set({
      tier1GolferId: source!.tier1GolferId,
      tier2GolferId: source!.tier2GolferId,
      tier3GolferId: source!.tier3GolferId,
      tier4GolferId1: source!.tier4GolferId1,
      tier4GolferId2: source!.tier4GolferId2,
      tiebreaker,
    })
    .where(eq(entries.id, entryId));
}

describe('ties and the tiebreak in the standings', () => {
  // Last (the only test): it completes the season's live tournament.
  it('shows level scores tied in play, then the tiebreak that separated them and the winning score', async () => {
    const { owner, url, tournamentId, entryIds } = await groupOnLiveTournament(
      ctx,
      'cut_score',
      6,
      2_000,
    );
    const [a, b, c, d] = entryIds as [number, number, number, number];
    // a and b level on score, guessing -12 and -17 (never the same distance from a whole
    // winning score); c and d level with the same guess, a genuine tie to the end.
    await copyPicks(a, a, -12);
    await copyPicks(a, b, -17);
    await copyPicks(c, c, -15);
    await copyPicks(c, d, -15);

    await get(url, owner.token);
    await ctx.app.services.forecasts.whenIdle();
    const live = (await get<StandingsResponse>(url, owner.token)).body;
    const liveRow = (id: number) => live.standings.find((row) => row.entryId === id)!;
    expect(live.tournament).toMatchObject({ winningScore: null, paidPlaces: 3 });
    expect(liveRow(a).rank).toBe(liveRow(b).rank);
    for (const id of [a, b, c, d])
      expect(liveRow(id)).toMatchObject({ tied: true, decidedByTiebreak: false });
    expectTiesAndChancesHold(live);

    await finishTournament(ctx, tournamentId);
    const token = await loginAs(ctx.app, owner.user.email, owner.password);
    const final = (await get<StandingsResponse>(url, token)).body;
    const finalRow = (id: number) => final.standings.find((row) => row.entryId === id)!;
    const board = (
      await get<LeaderboardResponse>(`/api/tournament/${tournamentId}/leaderboard`, token)
    ).body.leaderboard;
    const winningScore = Math.min(
      ...board
        .filter((golfer) => golfer.status === 'active' && golfer.totalScoreToPar !== null)
        .map((golfer) => golfer.totalScoreToPar!),
    );
    expect(final.tournament).toMatchObject({ status: 'completed', winningScore, paidPlaces: 3 });

    // Separated by the tiebreak: distinct ranks, the closer guess first, both marked.
    expect(finalRow(a).totalScore).toBe(finalRow(b).totalScore);
    expect(finalRow(a).rank).not.toBe(finalRow(b).rank);
    const aCloser = Math.abs(-12 - winningScore) < Math.abs(-17 - winningScore);
    expect(finalRow(a).rank < finalRow(b).rank).toBe(aCloser);
    expect(finalRow(a).decidedByTiebreak).toBe(true);
    expect(finalRow(b).decidedByTiebreak).toBe(true);
    // The same guess: still tied, sharing the rank.
    expect(finalRow(c).rank).toBe(finalRow(d).rank);
    expect(finalRow(c).tied).toBe(true);
    expect(finalRow(d).tied).toBe(true);
    expectTiesAndChancesHold(final);
  });
});
