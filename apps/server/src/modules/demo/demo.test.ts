import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  DemoMyEntriesResponse,
  DemoResponse,
  EntryChancesResponse,
  RootingResponse,
  StandingsResponse,
} from '@fairway/contract';
import { entries, groupMembers, groupTournaments, poolGroups } from '../../db/schema';
import {
  bearer,
  injectJson,
  registerUser,
  seasonTournaments,
  useTestApp,
} from '../../../test/helpers';
import { groupOnLiveTournament } from '../../../test/live-group';

/**
 * The public demo (docs/rules.md, "Demo"): visitors read its live tournament's standings,
 * chances and rooting without an account, from the same standings service members read, and
 * nothing else: no other group's data, no writes.
 */
const ctx = useTestApp({ demo: true });
const get = <T>(url: string, token?: string) =>
  injectJson<T>(ctx.app, { method: 'GET', url, headers: token ? bearer(token) : {} });

const demoUrl = (tournamentId: number, rest = 'standings') =>
  `/api/pool-groups/demo/tournaments/${tournamentId}/${rest}`;

async function demoGroup() {
  const [group] = await ctx.database.db
    .select()
    .from(poolGroups)
    .where(eq(poolGroups.isDemo, true));
  return group!;
}

/** The live demo tournament's standings once its forecast is in, as a visitor reads them. */
async function liveDemoStandings() {
  const { body: demo } = await get<DemoResponse>('/api/pool-groups/demo');
  const tournamentId = demo.featured!.id;
  await get(demoUrl(tournamentId));
  await ctx.app.services.forecasts.whenIdle();
  const { status, body } = await get<StandingsResponse>(demoUrl(tournamentId));
  expect(status).toBe(200);
  return { tournamentId, body };
}

describe('the public demo', () => {
  it('leads with the tournament in play: a $20 pool of 14 entries, up to two per member', async () => {
    const { active } = await seasonTournaments(ctx.app);
    const { status, body } = await get<DemoResponse>('/api/pool-groups/demo');
    expect(status).toBe(200);
    expect(body.featured).toEqual({
      id: active.id,
      name: expect.any(String),
      status: 'active',
      round: expect.any(Number),
    });
    const group = await demoGroup();
    const [link] = await ctx.database.db
      .select()
      .from(groupTournaments)
      .where(
        and(eq(groupTournaments.groupId, group.id), eq(groupTournaments.tournamentId, active.id)),
      );
    expect(link).toMatchObject({
      entryFeeCents: 2_000,
      payoutStructure: '50/30/20',
      maxEntriesPerUser: 2,
    });
    const live = await ctx.database.db
      .select({ userId: entries.userId })
      .from(entries)
      .where(and(eq(entries.groupId, group.id), eq(entries.tournamentId, active.id)));
    expect(live).toHaveLength(14);
    const perMember = new Map<number, number>();
    for (const { userId } of live) perMember.set(userId, (perMember.get(userId) ?? 0) + 1);
    expect(Math.max(...perMember.values())).toBe(2);
  });

  it("answers visitors the live standings a member reads, with chances, from the members' code", async () => {
    const { tournamentId, body } = await liveDemoStandings();
    expect(body.tournament).toMatchObject({ status: 'active', started: true });
    expect(body.standings).toHaveLength(14);
    expect(body.prizePool).toBe(280);
    const chances = body.standings.map((row) => row.winProbability);
    expect(chances.every((chance) => chance !== undefined)).toBe(true);
    expect(chances.reduce((sum, chance) => sum! + chance!, 0)).toBeCloseTo(1, 4);

    // A demo member reading through the members' service gets the very same body and version.
    const group = await demoGroup();
    const [member] = await ctx.database.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.groupId, group.id))
      .limit(1);
    const asMember = await ctx.app.services.standings.get(
      member!.userId,
      group.id,
      tournamentId,
      'compact',
    );
    const asVisitor = await ctx.app.inject({
      method: 'GET',
      url: `${demoUrl(tournamentId)}?shape=compact`,
    });
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.headers.etag).toBe(asMember.etag);
    expect(asVisitor.body).toBe(asMember.json);
    expect(asVisitor.headers['cache-control']).toBe('public, no-cache');
    // Signed in or not, everyone reads the same.
    const outsider = await registerUser(ctx.app);
    expect((await get(`${demoUrl(tournamentId)}?shape=compact`, outsider.token)).body).toEqual(
      JSON.parse(asMember.json),
    );
  });

  it("answers a demo entry's rooting and chances by round to visitors", async () => {
    const { tournamentId, body } = await liveDemoStandings();
    const row = body.standings.find((entry) => (entry.winProbability ?? 0) > 0.05)!;
    const entryUrl = demoUrl(tournamentId, `entries/${row.entryId}`);
    const rooting = await get<RootingResponse>(`${entryUrl}/rooting`);
    expect(rooting.status).toBe(200);
    expect(rooting.body.length).toBeGreaterThan(0);
    const chances = await get<EntryChancesResponse>(`${entryUrl}/chances`);
    expect(chances).toMatchObject({
      status: 200,
      body: { rounds: [{ round: body.tournament.round, winProbability: row.winProbability }] },
    });
  });

  it('lets visitors play as a contender: the card that member reads, the same player each time', async () => {
    const { tournamentId, body } = await liveDemoStandings();
    const { status, body: mine } = await get<DemoMyEntriesResponse>(
      demoUrl(tournamentId, 'my-entries'),
    );
    expect(status).toBe(200);
    const { player, ...card } = mine;
    expect(player).not.toBeNull();
    const rows = body.standings.filter((row) => row.player.id === player!.id);
    expect(rows.length).toBeGreaterThan(0);
    // A contender, not the leader: none of their entries shares the lead.
    for (const row of rows) expect(row.rank).toBeGreaterThan(body.standings[0]!.rank);
    expect(card).toMatchObject({ totalEntries: 14, paidPlaces: 3, hasPrizes: true });
    expect(card.entries.map((entry) => [entry.entryId, entry.rank, entry.winProbability])).toEqual(
      rows.map((row) => [row.entryId, row.rank, row.winProbability]),
    );
    // The members' own answer for that member, word for word.
    const group = await demoGroup();
    expect(card).toEqual(
      await ctx.app.services.standings.myEntries(player!.id, group.id, tournamentId),
    );
    const again = await get<DemoMyEntriesResponse>(demoUrl(tournamentId, 'my-entries'));
    expect(again.body.player).toEqual(player);
  });

  it("shows no other group: another group's tournament and entries are not found", async () => {
    const { group, tournamentId, entryIds } = await groupOnLiveTournament(ctx, 'cut_score', 3);
    const { farther } = await seasonTournaments(ctx.app);
    // The demo does not play the farther upcoming tournament.
    expect(await get(demoUrl(farther.id))).toMatchObject({ status: 404 });
    for (const part of ['rooting', 'chances']) {
      const other = await get(demoUrl(tournamentId, `entries/${entryIds[0]}/${part}`));
      expect(other).toMatchObject({ status: 404, body: { error: 'Entry not found' } });
      expect((await get(demoUrl(tournamentId, `entries/x/${part}`))).status).toBe(400);
    }
    // The members' routes stay closed to visitors, for the demo group as for any other.
    const demo = await demoGroup();
    for (const groupId of [demo.id, group.id])
      expect(
        (await get(`/api/pool-groups/${groupId}/tournaments/${tournamentId}/standings`)).status,
      ).toBe(401);
  });

  it('has no way to write: the demo paths answer nothing but GET', async () => {
    const { active } = await seasonTournaments(ctx.app);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [
        '/api/pool-groups/demo',
        demoUrl(active.id),
        demoUrl(active.id, 'entries'),
      ]) {
        const response = await ctx.app.inject({ method, url, payload: {} });
        expect([401, 404]).toContain(response.statusCode);
      }
    }
  });
});
