import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminGroupTournament,
  HistoryItem,
  LeaderboardResponse,
  StandingsResponse,
  TournamentSummary,
} from '@fairway/contract';
import { applyOddsRows, type TierBoard } from '@fairway/domain';
import {
  ADMIN,
  bearer,
  createGroup,
  injectJson,
  joinGroup,
  loginAs,
  registerUser,
  useTestApp,
  validPicks,
  type TestUser,
} from '../../test/helpers';
import {
  recording,
  recordingsAvailable,
  ROCKET_CLASSIC,
  ROCKET_CLASSIC_MOMENTS,
  startEspnStandIn,
  WYNDHAM,
  WYNDHAM_BEFORE_START,
  type EspnStandIn,
  type RecordedMoment,
} from '../../test/espn-recordings';
import {
  shownByApp,
  shownByEspnLeaderboard,
  shownByEspnScoreboard,
  type ShownRow,
} from '../../test/espn-shown';
import { expectStandingsMatchLeaderboard } from '../../test/standings-check';

/**
 * GOLF_DATA=espn on ESPN's real answers (recorded by others; never committed, skipped when
 * absent): a local HTTP stand-in serves the Rocket Classic's recordings moment by moment, and
 * the app's leaderboard must show what ESPN showed, while a group runs a pool on it.
 *
 * Positions follow the app's rule (docs/rules.md, "The global leaderboard"): among golfers
 * still in, so CUT and WD golfers show their status where ESPN shows "-". ESPN ranks the same
 * way, so its positions are compared as they are. Where ESPN's own numbers disagree with
 * each other (a withdrawal's score "E"; a score or round total that lags the holes mid-round),
 * the test, like the app, believes the rounds and holes.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const eventOf = (file: string, eventId: string): Json =>
  (recording(file) as { events: Json[] }).events.find((event) => event.id === eventId)!;

describe.skipIf(!recordingsAvailable)("the Rocket Classic replayed from ESPN's answers", () => {
  let espn: EspnStandIn;
  beforeAll(async () => {
    espn = await startEspnStandIn();
  });
  afterAll(() => espn?.close());
  const ctx = useTestApp({
    env: () => ({
      GOLF_DATA: 'espn',
      ESPN_SCOREBOARD_URL: espn.scoreboardUrl,
      ESPN_LEADERBOARD_URL: espn.leaderboardUrl,
    }),
  });

  let final: Json;
  /** Who ESPN's final leaderboard has out of the tournament, by name. */
  let outAtTheEnd: Map<string, 'CUT' | 'WD'>;
  beforeAll(() => {
    const finalFile = ROCKET_CLASSIC_MOMENTS.at(-1)!.leaderboards[ROCKET_CLASSIC]!;
    final = eventOf(finalFile, ROCKET_CLASSIC);
    outAtTheEnd = new Map(
      [...shownByEspnLeaderboard(recording(finalFile), ROCKET_CLASSIC)].flatMap(([name, row]) =>
        row.status === 'CUT' || row.status === 'WD' ? [[name, row.status] as const] : [],
      ),
    );
  });

  let adminToken: string;
  let tournament: TournamentSummary;
  let group: { id: number; inviteCode: string };
  let owner: TestUser;
  const members: TestUser[] = [];

  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    injectJson<T>(ctx.app, { method, url, headers: bearer(token), payload });
  const leaderboard = async (id: number) =>
    (
      await injectJson<LeaderboardResponse>(ctx.app, {
        method: 'GET',
        url: `/api/tournament/${id}/leaderboard`,
      })
    ).body;
  const standings = async () =>
    (
      await call<StandingsResponse>(
        'GET',
        `/api/pool-groups/${group.id}/tournaments/${tournament.id}/standings`,
        members[1]!.token,
      )
    ).body;

  /** What ESPN showed at a moment: its leaderboard when recorded, else its scoreboard. */
  function shownByEspn(moment: RecordedMoment): Map<string, ShownRow> {
    const file = moment.leaderboards[ROCKET_CLASSIC];
    if (file) return shownByEspnLeaderboard(recording(file), ROCKET_CLASSIC);
    // The scoreboard has no statuses: those ESPN's final leaderboard has out are out once the
    // scoreboard shows it (a withdrawal without a score once round 1 is over; the cut in round 3).
    const status = eventOf(moment.scoreboard, ROCKET_CLASSIC).competitions[0].status;
    const roundOneOver = status.period > 1 || status.type.name === 'STATUS_PLAY_COMPLETE';
    const cutMade = status.period >= 3;
    return shownByEspnScoreboard(recording(moment.scoreboard), ROCKET_CLASSIC, (name, rounds) => {
      const out = outAtTheEnd.get(name);
      if (out === 'WD' && roundOneOver && Object.keys(rounds).length === 0) return 'WD';
      if (out === 'CUT' && cutMade) return 'CUT';
      return null;
    });
  }

  /** Every golfer whose row differs, ESPN's next to the app's (an empty list when all agree). */
  function differences(espnRows: Map<string, ShownRow>, appRows: Map<string, ShownRow>) {
    const names = new Set([...espnRows.keys(), ...appRows.keys()]);
    return [...names].flatMap((name) =>
      isDeepStrictEqual(espnRows.get(name), appRows.get(name))
        ? []
        : [{ name, espn: espnRows.get(name), app: appRows.get(name) }],
    );
  }

  it('syncs the schedule and field from ESPN, and takes tiers from an odds CSV', async () => {
    ctx.clock.set(new Date('2026-07-29T16:00:00Z'));
    espn.show(ROCKET_CLASSIC_MOMENTS[0]!);
    adminToken = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
    const synced = await call('POST', '/api/admin/sync-tournaments', adminToken, { year: 2026 });
    expect(synced.status).toBe(200);
    const season = (await call<TournamentSummary[]>('GET', '/api/tournaments', adminToken)).body;
    tournament = season.find((item) => item.name === 'Rocket Classic')!;
    expect(tournament).toMatchObject({
      status: 'upcoming',
      round: 0,
      startDate: '2026-07-30',
      endDate: '2026-08-02',
      fieldSize: 147,
      tiersAssigned: false,
    });
    // ESPN's leaderboard was not recorded then: the field came from this week's scoreboard.
    expect(espn.requests).toContain(
      `/apis/site/v2/sports/golf/leaderboard?league=pga&event=${ROCKET_CLASSIC}`,
    );

    // The admin's odds sheet: every golfer of the field, odds rising in name order.
    const available = (
      await call<{ id: number; name: string; odds: number | null }[]>(
        'GET',
        `/api/admin/tournament/${tournament.id}/available-golfers`,
        adminToken,
      )
    ).body;
    const names = available.map((golfer) => golfer.name).sort();
    const csv = ['Name,Odds', ...names.map((name, index) => `${name},+${12 + index * 6}`)].join(
      '\r\n',
    );
    const [header, ...lines] = csv.split('\r\n').map((line) => line.split(','));
    const rows = lines.map((cells) => Object.fromEntries(header!.map((c, i) => [c, cells[i]])));
    const board: TierBoard = { tiers: { 1: [], 2: [], 3: [], 4: [] }, available };
    const imported = applyOddsRows(board, rows);
    expect(imported).toMatchObject({ updated: 147, unmatched: [], invalid: 0 });
    const saved = await call('POST', `/api/admin/tournament/${tournament.id}/tiers`, adminToken, {
      tiers: imported.board.tiers,
    });
    expect(saved.status).toBe(200);
    const tiers = (
      await call<{ tiers: Record<string, unknown[]> }>(
        'GET',
        `/api/tournament/${tournament.id}/golfers-by-tier`,
        adminToken,
      )
    ).body.tiers;
    // Odds up to 20 are tier 1, up to 50 tier 2, up to 100 tier 3 (docs/rules.md).
    expect(Object.values(tiers).map((tier) => tier.length)).toEqual([2, 5, 8, 132]);
  });

  it('lets a group enter before the start', async () => {
    owner = await registerUser(ctx.app, { name: 'Ann' });
    members.push(owner, await registerUser(ctx.app, { name: 'Ben' }));
    members.push(await registerUser(ctx.app, { name: 'Cat' }));
    group = await createGroup(ctx.app, owner, { name: 'Detroit pool' });
    for (const member of members.slice(1)) await joinGroup(ctx.app, member, group.inviteCode);
    const added = await call<AdminGroupTournament>(
      'POST',
      `/api/group-admin/${group.id}/tournaments`,
      owner.token,
      { tournament_id: tournament.id },
    );
    expect(added.status).toBe(201);
    // No tee times were known: entries close at midnight in New York on the start date.
    expect(added.body.effective_entry_deadline).toBe('2026-07-30T04:00:00.000Z');

    const tier4 = (
      await call<{ tiers: { tier4: { id: number; name: string }[] } }>(
        'GET',
        `/api/tournament/${tournament.id}/golfers-by-tier`,
        owner.token,
      )
    ).body.tiers.tier4;
    const outIn = (status: 'CUT' | 'WD') =>
      tier4.find((golfer) => outAtTheEnd.get(golfer.name) === status)!.id;
    const guesses = [-18, -15, null];
    for (const [index, member] of members.entries()) {
      const picks = await validPicks(ctx.app, member.token, tournament.id, index);
      // Cat holds a golfer who will miss the cut and one who will withdraw.
      if (index === 2)
        Object.assign(picks, { tier4GolferId1: outIn('CUT'), tier4GolferId2: outIn('WD') });
      const entered = await call(
        'POST',
        `/api/pool-groups/${group.id}/tournaments/${tournament.id}/entries`,
        member.token,
        { ...picks, tiebreaker: guesses[index] },
      );
      expect(entered.status).toBe(201);
    }
    expect((await standings()).standings).toEqual([]);
  });

  it.each(ROCKET_CLASSIC_MOMENTS.map((moment, index) => [moment.label, index] as const))(
    'shows what ESPN showed: %s',
    async (_label, index) => {
      const moment = ROCKET_CLASSIC_MOMENTS[index]!;
      espn.show(moment);
      ctx.clock.set(moment.at);
      const update = await call('POST', '/api/admin/run-update', adminToken, {
        tournament_id: tournament.id,
      });
      expect(update.status).toBe(200);

      const board = await leaderboard(tournament.id);
      const competition = eventOf(moment.scoreboard, ROCKET_CLASSIC).competitions[0];
      const state = eventOf(moment.scoreboard, ROCKET_CLASSIC).status.type.state;
      expect(board.tournament).toMatchObject({
        status: { pre: 'upcoming', in: 'active', post: 'completed' }[state as string],
        round: competition.status.period,
        // The course par once a round is finished (the scoreboard names no course), 72 before.
        par: index === 0 ? 72 : final.courses[0].shotsToPar,
      });
      expect(differences(shownByEspn(moment), shownByApp(board))).toEqual([]);

      if (index === 0) return;
      // The pool moves with it: every total is its golfers' scores, cut golfers at the cut score.
      const table = await standings();
      expect(table.standings).toHaveLength(3);
      await expectStandingsMatchLeaderboard(ctx.app, table);
      const statusOf = new Map(board.leaderboard.map((row) => [row.golferId, row.status]));
      for (const row of table.standings)
        for (const golfer of row.selections)
          expect(golfer.status).toBe(statusOf.get(golfer.golferId));
      // Cat's golfer who withdrew and the one who missed the cut count once ESPN shows them out.
      const cat = table.standings.find((row) => row.player.name === 'Cat')!;
      const catStatuses = cat.selections.map((golfer) => golfer.status);
      for (const status of ['CUT', 'WD'] as const)
        if (board.leaderboard.some((row) => row.status === status))
          expect(catStatuses).toContain(status);
    },
  );

  it("ends with ESPN's winner, cut and withdrawal, and the group's history", async () => {
    const board = await leaderboard(tournament.id);
    expect(board.tournament.status).toBe('completed');
    const shown = shownByApp(board);
    const leaders = [...shown].filter(([, row]) => row.position === '1');
    expect(leaders.map(([name]) => name)).toEqual([final.winner.displayName]);
    expect([...shown.values()].filter((row) => row.status === 'CUT')).toHaveLength(
      final.tournament.cutCount,
    );
    expect([...shown].filter(([, row]) => row.status === 'WD').map(([name]) => name)).toEqual([
      ...[...outAtTheEnd].flatMap(([name, status]) => (status === 'WD' ? [name] : [])),
    ]);

    const table = await standings();
    expect(table.tournament.status).toBe('completed');
    const history = (
      await call<HistoryItem[]>('GET', `/api/pool-groups/${group.id}/history`, members[2]!.token)
    ).body;
    expect(history.find((item) => item.id === tournament.id)).toMatchObject({
      totalEntries: 3,
      winner: { name: table.standings[0]!.player.name, totalScore: table.standings[0]!.totalScore },
    });
  });

  it("gives the next event its field and tee times before ESPN's scoreboard lists anyone", async () => {
    espn.show(WYNDHAM_BEFORE_START);
    ctx.clock.set(WYNDHAM_BEFORE_START.at);
    const scoreboardEvent = eventOf(WYNDHAM_BEFORE_START.scoreboard, WYNDHAM);
    expect(scoreboardEvent.competitions[0]).not.toHaveProperty('competitors');
    expect(
      (await call('POST', '/api/admin/sync-tournaments', adminToken, { year: 2026 })).status,
    ).toBe(200);
    const season = (await call<TournamentSummary[]>('GET', '/api/tournaments', adminToken)).body;
    const wyndham = season.find((item) => item.name === 'Wyndham Championship')!;
    const field: Json[] = eventOf(WYNDHAM_BEFORE_START.leaderboards[WYNDHAM]!, WYNDHAM)
      .competitions[0].competitors;
    const firstTee = new Date(
      Math.min(...field.map((competitor) => Date.parse(competitor.status.teeTime))),
    ).toISOString();
    expect(wyndham).toMatchObject({
      status: 'upcoming',
      startDate: '2026-08-06',
      fieldSize: field.length,
      firstTeeTime: firstTee,
      par: 70,
    });

    const added = await call<AdminGroupTournament>(
      'POST',
      `/api/group-admin/${group.id}/tournaments`,
      owner.token,
      { tournament_id: wyndham.id },
    );
    // The first tee time is on the start date: it is the entry deadline.
    expect(added.body.effective_entry_deadline).toBe(firstTee);

    await call('POST', '/api/admin/run-update', adminToken, { tournament_id: wyndham.id });
    const espnRows = shownByEspnLeaderboard(
      recording(WYNDHAM_BEFORE_START.leaderboards[WYNDHAM]!),
      WYNDHAM,
    );
    expect(differences(espnRows, shownByApp(await leaderboard(wyndham.id)))).toEqual([]);
    const startHoles = new Set(field.map((competitor) => competitor.status.startHole));
    expect(startHoles).toEqual(new Set([1, 10]));
  });
});
