import { describe, expect, it } from 'vitest';
import {
  ROOTING_BEFORE_START,
  type EntryChancesResponse,
  type GroupEvent,
  type RootingResponse,
  type StandingsResponse,
} from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import { entries, leaderboardRows, tournamentGolfers } from '../../db/schema';
import {
  bearer,
  createGroup,
  finishTournament,
  injectJson,
  loginAs,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
} from '../../../test/helpers';
import { groupOnLiveTournament } from '../../../test/live-group';
import { expectTiesAndChancesHold } from '../../../test/standings-check';

const ctx = useTestApp();
// Up to 10 members: larger groups owe the platform fee, and their standings are locked until paid.
const get = <T>(url: string, token?: string) =>
  injectJson<T>(ctx.app, { method: 'GET', url, headers: token ? bearer(token) : {} });

/** The standings once this instance's forecast of the latest leaderboard has landed. */
async function forecastStandings(url: string, token: string): Promise<StandingsResponse> {
  await get(url, token);
  await ctx.app.services.forecasts.whenIdle();
  return (await get<StandingsResponse>(url, token)).body;
}

/** Gives an entry five golfers (one per tier slot) who are still in: it is not eliminated. */
async function holdOnlyGolfersStillIn(tournamentId: number, entryId: number): Promise<void> {
  const stillIn = await ctx.database.db
    .select({ golferId: tournamentGolfers.golferId, tier: tournamentGolfers.tier })
    .from(tournamentGolfers)
    .innerJoin(
      leaderboardRows,
      and(
        eq(leaderboardRows.tournamentId, tournamentGolfers.tournamentId),
        eq(leaderboardRows.golferId, tournamentGolfers.golferId),
      ),
    )
    .where(
      and(eq(tournamentGolfers.tournamentId, tournamentId), eq(leaderboardRows.status, 'active')),
    );
  const inTier = (tier: number) => stillIn.filter((g) => g.tier === tier).map((g) => g.golferId);
  await ctx.database.db
    .update(entries)
    .set({
      tier1GolferId: inTier(1)[0]!,
      tier2GolferId: inTier(2)[0]!,
      tier3GolferId: inTier(3)[0]!,
      tier4GolferId1: inTier(4)[0]!,
      tier4GolferId2: inTier(4)[1]!,
    })
    .where(eq(entries.id, entryId));
}

const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('win probability and expected payout', () => {
  it('gives every entry its chance, summing to 1, and expected payouts summing to the prize pool', async () => {
    const { owner, url, group } = await groupOnLiveTournament(ctx, 'cut_score', 10, 2_000);
    // The first reader waits for the forecast it starts: the first answer has the chances.
    const first = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    const body = first.json<StandingsResponse>();
    expect(body.forecast).toMatchObject({ simulations: 10_000, upToDate: true });
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(owner.token), 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // Building the body again (the other shape) reuses the forecast: nothing is run or told.
    const heard: GroupEvent[] = [];
    const stop = ctx.app.services.events.subscribe(group.id, (event) => heard.push(event));
    const compact = await ctx.app.inject({
      method: 'GET',
      url: `${url}?shape=compact`,
      headers: bearer(owner.token),
    });
    expect(compact.json<StandingsResponse>().forecast).toEqual(body.forecast);
    await ctx.app.services.forecasts.whenIdle();
    stop();
    expect(heard).toEqual([]);
    const chances = body.standings.map((row) => row.winProbability!);
    expect(chances.every((p) => p >= 0 && p <= 1)).toBe(true);
    expect(total(chances)).toBeCloseTo(1, 4);
    expect(total(body.standings.map((row) => row.expectedPayout!))).toBeCloseTo(body.prizePool, 1);
    // The leader is likelier to win than the last entry.
    expect(chances[0]).toBeGreaterThan(chances.at(-1)!);
    // Ten entries, three paid places (50/30/20): each cashes at least as often as it wins.
    expect(body.tournament.paidPlaces).toBe(3);
    expectTiesAndChancesHold(body);
  });

  it('forecasts again after a leaderboard update and tells open pages when it lands', async () => {
    const { owner, url, group, tournamentId } = await groupOnLiveTournament(ctx, 'cut_score', 6);
    const before = (await get<StandingsResponse>(url, owner.token)).body;
    const heard: GroupEvent[] = [];
    const stop = ctx.app.services.events.subscribe(group.id, (event) => heard.push(event));
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 20 * 60_000));
    await ctx.app.services.golfSync.refreshLive();
    await ctx.app.services.standings.lastRebuild;
    // Rebuilt at once with the previous forecast, marked as such...
    const rebuilt = (await get<StandingsResponse>(url, owner.token)).body;
    expect(rebuilt.tournament.lastUpdated).not.toBe(before.tournament.lastUpdated);
    expect(rebuilt.forecast?.upToDate).toBe(false);
    // ...then the new one lands, and the group's open pages hear the standings changed.
    await ctx.app.services.forecasts.whenIdle();
    stop();
    expect(heard).toContainEqual({ type: 'standings', data: { tournamentId } });
    const after = (await get<StandingsResponse>(url, owner.token)).body;
    expect(after.forecast?.upToDate).toBe(true);
    expect(total(after.standings.map((row) => row.winProbability!))).toBeCloseTo(1, 4);
  });

  it('says whom to root for: golfers sorted by swing, held ones marked, members only', async () => {
    const { owner, url, group, tournamentId, entryIds } = await groupOnLiveTournament(
      ctx,
      'cut_score',
      6,
    );
    const body = await forecastStandings(url, owner.token);
    const entryUrl = `/api/pool-groups/${group.id}/tournaments/${tournamentId}/entries/${entryIds[0]}`;
    const { status, body: rooting } = await get<RootingResponse>(
      `${entryUrl}/rooting`,
      owner.token,
    );
    expect(status).toBe(200);
    expect(rooting.length).toBeGreaterThan(0);
    const sizes = rooting.map((golfer) => Math.abs(golfer.swing));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const mine = body.standings.find((row) => row.entryId === entryIds[0])!;
    const held = new Set(mine.selections.map((golfer) => golfer.name));
    for (const golfer of rooting) expect(golfer.held).toBe(held.has(golfer.name));
    // Golfers one holds and who are still playing are rooted for.
    for (const golfer of rooting.filter((g) => g.held)) expect(golfer.swing).toBeGreaterThan(0);

    // Both endpoints: members only, and only for this group tournament's entries.
    const stranger = await registerUser(ctx.app);
    for (const part of ['rooting', 'chances']) {
      expect((await get(`${entryUrl}/${part}`, stranger.token)).status).toBe(404);
      expect((await get(`${entryUrl}/${part}`)).status).toBe(401);
      const other = `/api/pool-groups/${group.id}/tournaments/${tournamentId}/entries/999999/${part}`;
      expect(await get(other, owner.token)).toMatchObject({
        status: 404,
        body: { error: 'Entry not found' },
      });
      expect((await get(`${entryUrl.replace(/\d+$/, 'x')}/${part}`, owner.token)).status).toBe(400);
    }

    const { body: chances } = await get<EntryChancesResponse>(`${entryUrl}/chances`, owner.token);
    expect(chances.rounds).toEqual([
      { round: body.tournament.round, winProbability: mine.winProbability },
    ]);
  });

  it('keeps rooting and chances closed before the first tee time, when picks are private', async () => {
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const { nearer } = await seasonTournaments(ctx.app);
    await injectJson(ctx.app, {
      method: 'POST',
      url: `/api/group-admin/${group.id}/tournaments`,
      headers: bearer(owner.token),
      payload: { tournament_id: nearer.id },
    });
    const entry = await injectJson<{ id: number }>(ctx.app, {
      method: 'POST',
      url: `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
      headers: bearer(owner.token),
      payload: await validPicks(ctx.app, owner.token, nearer.id),
    });
    expect(entry.status).toBe(201);
    const entryUrl = `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries/${entry.body.id}`;
    for (const part of ['rooting', 'chances'])
      expect(await get(`${entryUrl}/${part}`, owner.token)).toMatchObject({
        status: 400,
        body: { error: ROOTING_BEFORE_START },
      });
  });

  // Last: it completes the season's live tournament.
  it('gives an eliminated entry no chance, and the winner all of it once completed', async () => {
    const { owner, url, tournamentId, entryIds } = await groupOnLiveTournament(
      ctx,
      'elimination',
      10,
    );
    await holdOnlyGolfersStillIn(tournamentId, entryIds[0]!);
    const body = await forecastStandings(url, owner.token);
    const eliminated = body.standings.filter((row) => row.eliminated);
    expect(eliminated.length).toBeGreaterThan(0);
    expect(body.standings.some((row) => !row.eliminated)).toBe(true);
    for (const row of eliminated) expect(row.winProbability).toBe(0);
    expect(total(body.standings.map((row) => row.winProbability!))).toBeCloseTo(1, 4);
    // A free pool still has its structure's places: chances to cash, as in a paying one.
    expect(body.prizePool).toBe(0);
    expectTiesAndChancesHold(body);

    await finishTournament(ctx, tournamentId);
    const token = await loginAs(ctx.app, owner.user.email, 'correct-horse-battery');
    const final = (await get<StandingsResponse>(url, token)).body;
    expect(final.forecast).toBeNull();
    const winners = final.standings.filter((row) => row.rank === 1);
    for (const row of final.standings)
      expect(row.winProbability).toBe(row.rank === 1 ? 1 / winners.length : 0);
    expect(final.standings.map((row) => row.expectedPayout)).toEqual(
      final.standings.map((row) => row.payout),
    );
    expectTiesAndChancesHold(final);
  });
});
