import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  LeaderboardResponse,
  MyEntriesResponse,
  RootingResponse,
  StandingsResponse,
} from '@fairway/contract';
import { entries } from '../../db/schema';
import { busy } from '../../lib/domain-errors';
import {
  bearer,
  createGroup,
  finishTournament,
  injectJson,
  joinGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
} from '../../../test/helpers';
import { groupOnLiveTournament } from '../../../test/live-group';

const ctx = useTestApp();
const get = <T>(url: string, token?: string) =>
  injectJson<T>(ctx.app, { method: 'GET', url, headers: token ? bearer(token) : {} });

/** A live group whose owner holds two entries: the standings read once the forecast is in. */
async function liveGroupWithTwoEntries(players = 6) {
  const live = await groupOnLiveTournament(ctx, 'cut_score', players, 2_000);
  const [secondMembers] = await ctx.database.db
    .select()
    .from(entries)
    .where(eq(entries.id, live.entryIds[1]!));
  // The owner's second entry holds the second member's golfers, with another guess.
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = secondMembers!;
  const [second] = await ctx.database.db
    .insert(entries)
    .values({ ...copy, userId: live.owner.user.id, tiebreaker: -30 })
    .returning({ id: entries.id });
  await get(live.url, live.owner.token);
  await ctx.app.services.forecasts.whenIdle();
  const standings = (await get<StandingsResponse>(live.url, live.owner.token)).body;
  const mineUrl = live.url.replace(/standings$/, 'my-entries');
  return { ...live, standings, mineUrl, secondEntryId: second!.id };
}

afterEach(() => vi.restoreAllMocks());

describe("GET .../my-entries: the caller's entries during play", () => {
  it('answers each of them from the standings, best first, with the top golfer to root for', async () => {
    const live = await liveGroupWithTwoEntries();
    const { status, body } = await get<MyEntriesResponse>(live.mineUrl, live.owner.token);
    expect(status).toBe(200);
    const rows = live.standings.standings.filter((row) => row.player.id === live.owner.user.id);
    expect(rows).toHaveLength(2);
    expect(body).toMatchObject({
      tournament: { id: live.tournamentId, status: 'active' },
      totalEntries: live.standings.standings.length,
      paidPlaces: 3,
      hasPrizes: true,
    });
    // Best first, with the standings' own figures; numbered in entry order.
    expect(body.entries.map((entry) => entry.entryId)).toEqual(rows.map((row) => row.entryId));
    for (const [i, entry] of body.entries.entries()) {
      const row = rows[i]!;
      expect(entry).toMatchObject({
        rank: row.rank,
        tied: row.tied,
        totalScore: row.totalScore,
        eliminated: row.eliminated,
        payout: row.payout,
        winProbability: row.winProbability,
        cashProbability: row.cashProbability,
        label: row.entryId === live.entryIds[0] ? '#1' : '#2',
      });
      expect(entry.cashProbability).toBeGreaterThanOrEqual(entry.winProbability!);
    }

    // Root for: the rooting list's first positive swing, with the board's live score and thru.
    const board = (
      await get<LeaderboardResponse>(`/api/tournament/${live.tournamentId}/leaderboard`)
    ).body.leaderboard;
    for (const entry of body.entries) {
      const rooting = (
        await get<RootingResponse>(
          live.url.replace(/standings$/, `entries/${entry.entryId}/rooting`),
          live.owner.token,
        )
      ).body;
      const top = rooting.find((golfer) => golfer.swing > 0)!;
      const golfer = board.find((row) => row.golferId === top.golferId)!;
      expect(entry.rootFor).toMatchObject({
        golferId: top.golferId,
        name: top.name,
        held: top.held,
        score: golfer.totalScoreToPar,
      });
      expect(typeof entry.rootFor!.thru === 'string' || entry.rootFor!.thru === golfer.thru).toBe(
        true,
      );
    }
    // The same answer on the next request.
    expect((await get(live.mineUrl, live.owner.token)).body).toEqual(body);

    // A member without entries gets none; others are refused as the standings refuse them.
    const newcomer = await registerUser(ctx.app);
    await joinGroup(ctx.app, newcomer, live.group.inviteCode);
    const theirs = await get<MyEntriesResponse>(live.mineUrl, newcomer.token);
    expect(theirs.body).toMatchObject({ totalEntries: body.totalEntries, entries: [] });
    const stranger = await registerUser(ctx.app);
    expect((await get(live.mineUrl, stranger.token)).status).toBe(404);
    expect((await get(live.mineUrl)).status).toBe(401);
  });

  it('answers without a golfer to root for while the forecast thread is busy, or before a forecast', async () => {
    const live = await liveGroupWithTwoEntries(4);
    vi.spyOn(ctx.app.services.forecasts, 'rooting').mockRejectedValue(
      busy('Forecasts are busy right now. Please try again in a moment.', 5),
    );
    const busyAnswer = await get<MyEntriesResponse>(live.mineUrl, live.owner.token);
    expect(busyAnswer.status).toBe(200);
    expect(busyAnswer.body.entries.map((entry) => entry.rootFor)).toEqual([null, null]);
    expect(busyAnswer.body.entries[0]!.winProbability).toBeDefined();
    vi.restoreAllMocks();

    // Before any forecast of the group: no chances yet, and the thread is not asked.
    const fresh = await groupOnLiveTournament(ctx, 'cut_score', 3);
    vi.spyOn(ctx.app.services.forecasts, 'forInput').mockResolvedValue(undefined);
    const rooting = vi.spyOn(ctx.app.services.forecasts, 'rooting');
    const early = await get<MyEntriesResponse>(
      fresh.url.replace(/standings$/, 'my-entries'),
      fresh.owner.token,
    );
    expect(early.status).toBe(200);
    expect(early.body.entries).toHaveLength(1);
    expect(early.body.entries[0]).not.toHaveProperty('winProbability');
    expect(early.body.entries[0]!.rootFor).toBeNull();
    expect(rooting).not.toHaveBeenCalled();
  });

  it('lists nothing before the first tee time, when nothing ranks yet', async () => {
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const { nearer } = await seasonTournaments(ctx.app);
    await injectJson(ctx.app, {
      method: 'POST',
      url: `/api/group-admin/${group.id}/tournaments`,
      headers: bearer(owner.token),
      payload: { tournament_id: nearer.id, entry_fee: 10 },
    });
    const made = await injectJson(ctx.app, {
      method: 'POST',
      url: `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
      headers: bearer(owner.token),
      payload: await validPicks(ctx.app, owner.token, nearer.id),
    });
    expect(made.status).toBe(201);
    const { status, body } = await get<MyEntriesResponse>(
      `/api/pool-groups/${group.id}/tournaments/${nearer.id}/my-entries`,
      owner.token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      tournament: { id: nearer.id, status: 'upcoming' },
      totalEntries: 0,
      paidPlaces: 3,
      hasPrizes: true,
      entries: [],
    });
  });

  it('is locked like the standings in a paying-size group until its fee is paid', async () => {
    const live = await groupOnLiveTournament(ctx, 'cut_score', 11);
    expect((await get(live.url, live.owner.token)).status).toBe(402);
    const mine = await get(live.url.replace(/standings$/, 'my-entries'), live.owner.token);
    expect(mine.status).toBe(402);
  });

  // Last: it completes the season's live tournament.
  it('settles once completed: in the money or not, and nobody to root for', async () => {
    const live = await liveGroupWithTwoEntries(5);
    await finishTournament(ctx, live.tournamentId);
    const { body } = await get<MyEntriesResponse>(live.mineUrl, live.owner.token);
    const final = (await get<StandingsResponse>(live.url, live.owner.token)).body;
    expect(body.tournament.status).toBe('completed');
    for (const entry of body.entries) {
      const row = final.standings.find((r) => r.entryId === entry.entryId)!;
      expect(entry).toMatchObject({ rank: row.rank, payout: row.payout, rootFor: null });
      expect(entry.cashProbability).toBe(row.rank <= 3 ? 1 : 0);
    }
  });
});
