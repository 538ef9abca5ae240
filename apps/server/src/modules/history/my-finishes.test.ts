import { describe, expect, it } from 'vitest';
import type {
  MyFinishesResponse,
  StandingsResponse,
  TournamentHistoryDetail,
} from '@fairway/contract';
import {
  apiCaller,
  createGroup,
  finishTournament,
  joinGroup,
  loginAs,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
  type TestUser,
} from '../../../test/helpers';

const ctx = useTestApp();
const call = apiCaller(ctx);
const PASSWORD = 'correct-horse-battery';
const FINISHES = '/api/tournaments/my-finishes';

describe('GET /api/tournaments/my-finishes', () => {
  it("lists the caller's own places, ties, scores and winnings per tournament and group, as the standings rank them", async () => {
    const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
    const ann = await registerUser(ctx.app, { name: 'Ann' });
    const bob = await registerUser(ctx.app, { name: 'Bob' });
    const cat = await registerUser(ctx.app, { name: 'Cat' });
    const skins = await createGroup(ctx.app, admin, { name: 'Sunday Skins' });
    const office = await createGroup(ctx.app, admin, { name: 'Office Pool' });
    for (const member of [ann, bob, cat]) {
      await joinGroup(ctx.app, member, skins.inviteCode);
      await joinGroup(ctx.app, member, office.inviteCode);
    }
    const { nearer } = await seasonTournaments(ctx.app);
    // $10 an entry, 60/40, up to two entries each; the office pool is free.
    for (const [group, settings] of [
      [skins, { entry_fee: 10, payout_structure: '60/40', max_entries_per_user: 2 }],
      [office, {}],
    ] as const) {
      const added = await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
        tournament_id: nearer.id,
        ...settings,
      });
      expect(added.status).toBeLessThan(300);
    }
    const enter = async (player: TestUser, groupId: number, offset: number) => {
      const made = await call(
        'POST',
        `/api/pool-groups/${groupId}/tournaments/${nearer.id}/entries`,
        player.token,
        await validPicks(ctx.app, player.token, nearer.id, offset),
      );
      expect(made.status).toBe(201);
    };
    // Ann's first entry and Bob's hold the same golfers and no tiebreak guess: they tie.
    await enter(ann, skins.id, 0);
    await enter(bob, skins.id, 0);
    await enter(cat, skins.id, 5);
    await enter(ann, skins.id, 8);
    await enter(ann, office.id, 3);
    await enter(cat, office.id, 0);

    await finishTournament(ctx, nearer.id);
    for (const player of [admin, ann, bob])
      player.token = await loginAs(ctx.app, player.user.email, PASSWORD);

    const standingsOf = async (groupId: number) =>
      (
        await call<StandingsResponse>(
          'GET',
          `/api/pool-groups/${groupId}/tournaments/${nearer.id}/standings`,
          ann.token,
        )
      ).body.standings;
    const skinsRows = await standingsOf(skins.id);
    const officeRows = await standingsOf(office.id);
    const annsIds = skinsRows
      .filter((row) => row.player.id === ann.user.id)
      .map((row) => row.entryId)
      .sort((a, b) => a - b);
    const expectedOf = (rows: typeof skinsRows, numbered: boolean) =>
      rows
        .filter((row) => row.player.id === ann.user.id)
        .map((row) => ({
          entryId: row.entryId,
          entryNumber: numbered ? annsIds.indexOf(row.entryId) + 1 : null,
          rank: row.rank,
          tied: row.tied,
          totalScore: row.totalScore,
          payout: row.payout,
        }));

    const { status, body } = await call<MyFinishesResponse>('GET', FINISHES, ann.token);
    expect(status).toBe(200);
    const finished = body.tournaments.find((t) => t.id === nearer.id)!;
    expect(finished.startDate).toBe(nearer.startDate);
    expect(
      [...finished.groups]
        .sort((a, b) => a.id - b.id)
        .map(({ name, totalEntries }) => ({
          name,
          totalEntries,
        })),
    ).toEqual([
      { name: 'Sunday Skins', totalEntries: 4 },
      { name: 'Office Pool', totalEntries: 2 },
    ]);
    const inSkins = finished.groups.find((g) => g.id === skins.id)!.finishes;
    expect(inSkins).toEqual(expectedOf(skinsRows, true));
    expect(finished.groups.find((g) => g.id === office.id)!.finishes).toEqual(
      expectedOf(officeRows, false),
    );
    // The tie is told: Ann's first entry shares Bob's rank.
    const bobsRow = skinsRows.find((row) => row.player.id === bob.user.id)!;
    const annsFirst = inSkins.find((f) => f.entryId === annsIds[0])!;
    expect(annsFirst).toMatchObject({ rank: bobsRow.rank, tied: true });

    // Totals over every finish, the winnings to the cent.
    const all = [...expectedOf(skinsRows, true), ...expectedOf(officeRows, false)];
    const wonCents = all.reduce((sum, f) => sum + Math.round(f.payout * 100), 0);
    expect(body.totals).toEqual({
      tournaments: body.tournaments.length,
      entries: body.tournaments.flatMap((t) => t.groups.flatMap((g) => g.finishes)).length,
      wins: all.filter((f) => f.rank === 1).length,
      inTheMoney: all.filter((f) => f.payout > 0).length,
      winnings: wonCents / 100,
    });
    expect(body.totals.entries).toBe(3);
    expect(wonCents).toBeGreaterThanOrEqual(0);

    // The detail names each group shown and tells ties within each group.
    const { body: detail } = await call<TournamentHistoryDetail>(
      'GET',
      `/api/tournament/${nearer.id}/history`,
      ann.token,
    );
    expect([...detail.groups].sort((a, b) => a.id - b.id)).toEqual([
      { id: skins.id, name: 'Sunday Skins' },
      { id: office.id, name: 'Office Pool' },
    ]);
    for (const row of [...skinsRows, ...officeRows])
      expect(detail.entries.find((e) => e.id === row.entryId)!.tied).toBe(row.tied);
    expect(detail.winner?.groupId).toBeDefined();

    // Members only, as now: once removed from the office pool its finishes leave her history.
    const removed = await call(
      'DELETE',
      `/api/pool-groups/${office.id}/members/${ann.user.id}`,
      admin.token,
    );
    expect(removed.status).toBeLessThan(300);
    const after = (await call<MyFinishesResponse>('GET', FINISHES, ann.token)).body;
    expect(after.tournaments.find((t) => t.id === nearer.id)!.groups.map((g) => g.name)).toEqual([
      'Sunday Skins',
    ]);
    expect(after.totals.entries).toBe(2);

    // Someone who played nowhere has nothing, and a visitor is refused.
    const outsider = await registerUser(ctx.app);
    expect((await call<MyFinishesResponse>('GET', FINISHES, outsider.token)).body).toEqual({
      tournaments: [],
      totals: { tournaments: 0, entries: 0, wins: 0, inTheMoney: 0, winnings: 0 },
    });
    expect((await call('GET', FINISHES)).status).toBe(401);
  });
});
