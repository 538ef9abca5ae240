import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type {
  GolfersByTierResponse,
  LeaderboardResponse,
  TournamentSummary,
} from '@fairway/contract';
import { bearer, injectJson, registerUser, useTestApp } from '../../../test/helpers';
import { LiveMemory } from '../live';
import { TournamentRows } from './tournament-rows';

const ctx = useTestApp();
const get = <T>(url: string, token?: string) =>
  injectJson<T>(ctx.app, { method: 'GET', url, headers: token ? bearer(token) : {} });

async function season() {
  const { body } = await get<TournamentSummary[]>('/api/tournaments');
  const byStatus = (status: string) => body.filter((t) => t.status === status);
  return {
    all: body,
    completed: byStatus('completed'),
    active: byStatus('active'),
    upcoming: byStatus('upcoming'),
  };
}

describe('GET /api/tournaments', () => {
  it('lists the simulated season publicly: two completed, one active, two upcoming, by start date', async () => {
    const { all, completed, active, upcoming } = await season();
    expect([completed.length, active.length, upcoming.length]).toEqual([2, 1, 2]);
    expect(all.map((t) => t.startDate)).toEqual([...all.map((t) => t.startDate)].sort());
    const live = active[0]!;
    expect(live).toMatchObject({
      round: expect.any(Number),
      par: expect.any(Number),
      tiersAssigned: true,
    });
    expect(live.fieldSize).toBeGreaterThanOrEqual(120);
    expect(new Date(live.firstTeeTime!).getTime()).toBeLessThan(ctx.clock.now().getTime());
  });

  it('assigns tiers to the nearer upcoming tournament only', async () => {
    const { upcoming } = await season();
    const [nearer, farther] = [...upcoming].sort((a, b) => a.startDate.localeCompare(b.startDate));
    expect(nearer!.tiersAssigned).toBe(true);
    expect(farther!.tiersAssigned).toBe(false);
  });
});

describe('GET /api/tournament/:id/leaderboard', () => {
  it('answers the live field with rounds keyed 1 to 4, golf-ordered, CUT golfers last', async () => {
    const { active } = await season();
    const { status, body } = await get<LeaderboardResponse>(
      `/api/tournament/${active[0]!.id}/leaderboard`,
    );
    expect(status).toBe(200);
    expect(body.tournament.id).toBe(active[0]!.id);
    expect([0, 1]).toContain(body.roundComplete);
    expect(body.roundNumber).toBeGreaterThanOrEqual(2);
    expect(body.leaderboard.length).toBeGreaterThanOrEqual(120);
    const statuses = body.leaderboard.map((row) => row.status);
    expect(statuses).toContain('CUT');
    expect(statuses.lastIndexOf('active')).toBeLessThan(statuses.indexOf('CUT'));
    const scores = body.leaderboard
      .filter((row) => row.status === 'active' && row.totalScoreToPar !== null)
      .map((row) => row.totalScoreToPar!);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    for (const row of body.leaderboard) {
      expect(Object.keys(row.rounds).every((key) => ['1', '2', '3', '4'].includes(key))).toBe(true);
      const played = Object.values(row.rounds).reduce((sum, round) => sum + (round?.toPar ?? 0), 0);
      if (row.totalScoreToPar !== null) expect(row.totalScoreToPar).toBe(played);
    }
  });

  it('is served ready-made: gzip when asked, 304 for the version the client has, a new ETag after an update', async () => {
    const { active } = await season();
    const url = `/api/tournament/${active[0]!.id}/leaderboard`;
    const first = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toContain('application/json');
    const etag = String(first.headers.etag);
    expect(JSON.parse(gunzipSync(first.rawPayload).toString()).version).toBeGreaterThan(0);
    const unchanged = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    ctx.clock.advance(30 * 60_000);
    await ctx.app.services.golfSync.refreshLive();
    const updated = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.headers.etag).not.toBe(etag);
    expect(updated.json<LeaderboardResponse>().leaderboard.length).toBeGreaterThan(100);
  });

  it('moves with the clock: a refresh after an hour of play changes scores and the version', async () => {
    const { active } = await season();
    const id = active[0]!.id;
    const before = (await get<LeaderboardResponse>(`/api/tournament/${id}/leaderboard`)).body;
    ctx.clock.advance(60 * 60_000);
    await ctx.app.services.golfSync.refreshLive();
    const after = (await get<LeaderboardResponse>(`/api/tournament/${id}/leaderboard`)).body;
    expect(after.version).toBeGreaterThan(before.version);
    const holesPlayed = (board: LeaderboardResponse) =>
      board.leaderboard.reduce(
        (sum, row) =>
          sum +
          Object.values(row.rounds).reduce(
            (s, r) => s + (typeof r?.thru === 'number' ? r.thru : 0),
            0,
          ),
        0,
      );
    expect(holesPlayed(after)).toBeGreaterThan(holesPlayed(before));
  });

  it('shows a final leaderboard for a completed tournament with four rounds for those who made the cut', async () => {
    const { completed } = await season();
    const { body } = await get<LeaderboardResponse>(
      `/api/tournament/${completed[0]!.id}/leaderboard`,
    );
    const winner = body.leaderboard[0]!;
    expect(winner.status).toBe('active');
    expect(Object.keys(winner.rounds)).toEqual(['1', '2', '3', '4']);
    expect(Object.values(winner.rounds).every((round) => round?.thru === 18)).toBe(true);
  });

  it('gives upcoming golfers tee times as "h:mm AM" strings before they start', async () => {
    const { upcoming } = await season();
    const nearer = [...upcoming].sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;
    const { status, body } = await get<LeaderboardResponse>(
      `/api/tournament/${nearer.id}/leaderboard`,
    );
    expect(status).toBe(200);
    expect(body.tournament.status).toBe('upcoming');
    // Upcoming boards are filled in by the update job once play starts; before that the list may be empty.
    for (const row of body.leaderboard) expect(row.totalScoreToPar).toBeNull();
  });

  it.each([
    ['0', 400],
    ['-3', 400],
    ['abc', 400],
    ['1.5', 400],
    ['99999999999', 400],
    ['999999', 404],
  ])('answers %s with %i and a JSON error', async (id, expected) => {
    const { status, body } = await get<{ error: string }>(`/api/tournament/${id}/leaderboard`);
    expect(status).toBe(expected);
    expect(typeof body.error).toBe('string');
    if (expected === 404) expect(body.error).toBe('Tournament not found');
  });
});

describe('GET /api/tournament/:id/golfers-by-tier', () => {
  it('needs a token', async () => {
    const { active } = await season();
    expect((await get(`/api/tournament/${active[0]!.id}/golfers-by-tier`)).status).toBe(401);
  });

  it('answers four tiers by odds with at most 15 golfers in tiers 1 to 3', async () => {
    const { token } = await registerUser(ctx.app);
    const { upcoming } = await season();
    const nearer = [...upcoming].sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;
    const { status, body } = await get<GolfersByTierResponse>(
      `/api/tournament/${nearer.id}/golfers-by-tier`,
      token,
    );
    expect(status).toBe(200);
    const { tier1, tier2, tier3, tier4 } = body.tiers;
    for (const tier of [tier1, tier2, tier3]) {
      expect(tier.length).toBeGreaterThan(0);
      expect(tier.length).toBeLessThanOrEqual(15);
    }
    expect(tier1.length + tier2.length + tier3.length + tier4.length).toBe(nearer.fieldSize);
    const worstOf = (list: typeof tier1) => Math.max(...list.map((g) => g.odds ?? 1000));
    const bestOf = (list: typeof tier1) => Math.min(...list.map((g) => g.odds ?? 1000));
    expect(worstOf(tier1)).toBeLessThanOrEqual(bestOf(tier2));
    expect(worstOf(tier2)).toBeLessThanOrEqual(bestOf(tier3));
    expect(worstOf(tier3)).toBeLessThanOrEqual(bestOf(tier4));
  });

  it('answers empty tiers for a tournament whose tiers are not set, and 404 for an unknown one', async () => {
    const { token } = await registerUser(ctx.app);
    const { upcoming } = await season();
    const farther = [...upcoming].sort((a, b) => b.startDate.localeCompare(a.startDate))[0]!;
    const { body } = await get<GolfersByTierResponse>(
      `/api/tournament/${farther.id}/golfers-by-tier`,
      token,
    );
    expect(body.tiers).toEqual({ tier1: [], tier2: [], tier3: [], tier4: [] });
    expect((await get(`/api/tournament/424242/golfers-by-tier`, token)).status).toBe(404);
  });
});

describe('TournamentRows', () => {
  it("answers each caller's own 404 for an unknown tournament, even when one joined the other's read", async () => {
    const rows = new TournamentRows(
      ctx.database.db,
      new LiveMemory(ctx.app.services.events, 1024 * 1024, 1_000),
    );
    const [first, second] = await Promise.allSettled([
      rows.get(999_999, 'Tournament not found'),
      rows.get(999_999, 'This tournament is not available in this group'),
    ]);
    expect(first).toMatchObject({ reason: { message: 'Tournament not found' } });
    expect(second).toMatchObject({
      reason: { message: 'This tournament is not available in this group' },
    });
  });
});
