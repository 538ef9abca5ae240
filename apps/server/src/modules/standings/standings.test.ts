import { describe, expect, it } from 'vitest';
import {
  expandStandings,
  type CompactStandingsResponse,
  type StandingsHeadResponse,
  type StandingsResponse,
} from '@fairway/contract';
import type { PoolType } from '@fairway/domain';
import { and, eq } from 'drizzle-orm';
import { entries } from '../../db/schema';
import {
  bearer,
  createGroup,
  injectJson,
  joinGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
} from '../../../test/helpers';
import { expectStandingsMatchLeaderboard } from '../../../test/standings-check';
import { groupOnLiveTournament as liveGroup } from '../../../test/live-group';

const ctx = useTestApp();
const get = <T>(url: string, token?: string, headers: Record<string, string> = {}) =>
  injectJson<T>(ctx.app, {
    method: 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });

const groupOnLiveTournament = (poolType: PoolType, players: number) =>
  liveGroup(ctx, poolType, players);

// What the standings say and when they change; their shapes on the wire (compact, head, ETags,
// gzip) are standings-shapes.test.ts.
describe('standings', () => {
  it.each(['cut_score', 'elimination'] as const)(
    'totals equal the golfers’ scores read from the leaderboard (%s)',
    async (poolType) => {
      const { owner, tournamentId, url } = await groupOnLiveTournament(poolType, 8);
      const { status, body } = await get<StandingsResponse>(url, owner.token);
      expect(status).toBe(200);
      expect(body.tournament).toMatchObject({
        id: tournamentId,
        status: 'active',
        poolType,
        started: true,
      });
      expect(body.standings).toHaveLength(8);

      await expectStandingsMatchLeaderboard(ctx.app, body);
      expect(body.standings[0]!.positions.length).toBe(body.tournament.round);
    },
  );

  it('counts a member who joins after the body was built', async () => {
    const { owner, group, url } = await groupOnLiveTournament('cut_score', 2);
    const before = await get<StandingsResponse>(url, owner.token);
    expect(before.body.tournament.pickSubmissions).toMatchObject({ submitted: 2, total: 2 });
    await joinGroup(ctx.app, await registerUser(ctx.app), group.inviteCode);
    const after = await get<StandingsResponse>(url, owner.token);
    expect(after.body.tournament.pickSubmissions).toEqual({
      submitted: 2,
      total: 3,
      percentage: 67,
    });
  });

  it('changes its ETag when the leaderboard moves', async () => {
    const { owner, url } = await groupOnLiveTournament('cut_score', 2);
    const before = (await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) }))
      .headers.etag;
    ctx.clock.advance(30 * 60_000);
    await ctx.app.services.golfSync.refreshLive();
    const after = (await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) }))
      .headers.etag;
    expect(after).not.toBe(before);
  });

  it('rebuilds every group read before a leaderboard update, each from its own entries', async () => {
    const groups = [
      await groupOnLiveTournament('cut_score', 3),
      await groupOnLiveTournament('elimination', 4),
      await groupOnLiveTournament('cut_score', 2),
    ];
    const read = (g: (typeof groups)[number], query = '') =>
      ctx.app.inject({ method: 'GET', url: g.url + query, headers: bearer(g.owner.token) });
    const before = await Promise.all(groups.map((g) => read(g)));
    // The second and third groups are read in the compact shape too, the third in its head as
    // well: every shape read is rebuilt.
    const compactBefore = await Promise.all(groups.slice(1).map((g) => read(g, '?shape=compact')));
    const headBefore = await read(groups[2]!, '?shape=head');

    ctx.clock.advance(30 * 60_000);
    await ctx.app.services.golfSync.refreshLive();
    // One batch scores each group once and writes each shape read: the two compact bodies and
    // the head here (and any other test's in this app) on top of one body per group.
    const rebuilt = (await ctx.app.services.standings.lastRebuild)!;
    expect(rebuilt.groups).toBeGreaterThanOrEqual(3);
    expect(rebuilt.bodies - rebuilt.groups).toBeGreaterThanOrEqual(3);
    const headAfter = await read(groups[2]!, '?shape=head');
    expect(headAfter.headers.etag).not.toBe(headBefore.headers.etag);
    const compactAfter = await Promise.all(groups.slice(1).map((g) => read(g, '?shape=compact')));
    const after = await Promise.all(groups.map((g) => read(g)));
    for (const [i, response] of compactAfter.entries()) {
      expect(response.headers.etag).not.toBe(compactBefore[i]!.headers.etag);
      expect(expandStandings(response.json<CompactStandingsResponse>())).toEqual(
        after[i + 1]!.json(),
      );
    }

    expect(expandStandings(headAfter.json<StandingsHeadResponse>()).standings).toEqual(
      after[2]!.json<StandingsResponse>().standings,
    );
    for (const [i, g] of groups.entries()) {
      expect(after[i]!.statusCode).toBe(200);
      expect(after[i]!.headers.etag).not.toBe(before[i]!.headers.etag);
      const body = after[i]!.json<StandingsResponse>();
      expect(body.tournament.poolType).toBe(i === 1 ? 'elimination' : 'cut_score');
      expect(body.standings.map((row) => row.player.id).sort()).toEqual(
        g.members.map((m) => m.user.id).sort(),
      );
      await expectStandingsMatchLeaderboard(ctx.app, body);
    }
  });

  it('shows a renamed player under the new name at once, in every group they entered', async () => {
    const first = await groupOnLiveTournament('cut_score', 3);
    const player = first.members[1]!;
    const second = await groupOnLiveTournament('cut_score', 2);
    await joinGroup(ctx.app, player, second.group.inviteCode);
    // The same picks in the second group's pool too.
    const [entry] = await ctx.database.db
      .select()
      .from(entries)
      .where(and(eq(entries.groupId, first.group.id), eq(entries.userId, player.user.id)));
    const { id: _id, createdAt: _c, updatedAt: _u, ...picks } = entry!;
    await ctx.database.db.insert(entries).values({ ...picks, groupId: second.group.id });
    const playerRow = (body: StandingsResponse) =>
      body.standings.find((row) => row.player.id === player.user.id)!;
    const standingsOf = (g: typeof first) => get<StandingsResponse>(g.url, g.owner.token);
    // Read before the rename, so both bodies are remembered.
    for (const g of [first, second]) expect(playerRow((await standingsOf(g)).body)).toBeDefined();

    const renamed = await injectJson(ctx.app, {
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(player.token),
      payload: { name: 'Renamed Player' },
    });
    expect(renamed.status).toBe(200);
    for (const g of [first, second])
      expect(playerRow((await standingsOf(g)).body).player.name).toBe('Renamed Player');

    // Saving the same name again changes nothing: the remembered standings stay as they are
    // (once the forecast, which lands after a body is first read, is in).
    await ctx.app.services.forecasts.whenIdle();
    const etag = async () =>
      (await ctx.app.inject({ method: 'GET', url: first.url, headers: bearer(first.owner.token) }))
        .headers.etag;
    const before = await etag();
    await injectJson(ctx.app, {
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(player.token),
      payload: { name: 'Renamed Player' },
    });
    expect(await etag()).toBe(before);
  });

  it('hides standings and picks before the first tee time', async () => {
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const { nearer } = await seasonTournaments(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/group-admin/${group.id}/tournaments`,
      headers: bearer(owner.token),
      payload: { tournament_id: nearer.id },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
      headers: bearer(owner.token),
      payload: await validPicks(ctx.app, owner.token, nearer.id),
    });
    const { body } = await get<StandingsResponse>(
      `/api/pool-groups/${group.id}/tournaments/${nearer.id}/standings`,
      owner.token,
    );
    expect(body.tournament).toMatchObject({
      id: nearer.id,
      started: false,
      pickSubmissions: { submitted: 1, total: 1, percentage: 100 },
    });
    expect(body.standings).toEqual([]);
    // Nor how often each golfer was picked: that would give the picks away.
    expect(body.popularity).toEqual([]);
  });

  it('says how often each golfer was picked once play has started, in both shapes', async () => {
    const { owner, url } = await groupOnLiveTournament('cut_score', 6);
    const { body } = await get<StandingsResponse>(url, owner.token);
    const holders = new Map<number, number>();
    for (const row of body.standings)
      for (const id of new Set(row.selections.map((g) => g.golferId)))
        holders.set(id, (holders.get(id) ?? 0) + 1);
    expect(body.popularity).toHaveLength(holders.size);
    for (const golfer of body.popularity) {
      expect(golfer.entries).toBe(holders.get(golfer.golferId));
      expect(golfer.share).toBeCloseTo(golfer.entries / 6, 4);
    }
    const counts = body.popularity.map((g) => g.entries);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const compact = await get<CompactStandingsResponse>(`${url}?shape=compact`, owner.token);
    expect(compact.body.popularity).toEqual(body.popularity);
  });

  it('is for members only', async () => {
    const { url } = await groupOnLiveTournament('cut_score', 2);
    const stranger = await registerUser(ctx.app);
    expect((await get(url, stranger.token)).status).toBe(404);
    expect((await get(url)).status).toBe(401);
  });
});
