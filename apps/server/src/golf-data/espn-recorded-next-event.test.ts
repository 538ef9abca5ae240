import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminGroupTournament, TournamentSummary } from '@fairway/contract';
import { ADMIN, createGroup, loginAs, registerUser, type TestUser } from '../../test/helpers';
import {
  eventOf,
  recording,
  recordingsAvailable,
  WYNDHAM,
  WYNDHAM_BEFORE_START,
  type Json,
} from '../../test/espn-recordings';
import { useEspnReplay } from '../../test/espn-replay';
import { differences, shownByApp, shownByEspnLeaderboard } from '../../test/espn-shown';

/**
 * GOLF_DATA=espn on ESPN's real answers (recorded by others; never committed, skipped when
 * absent): the Wyndham two days before it starts, when ESPN's scoreboard lists no competitors
 * yet and only its leaderboard has the field. The Rocket Classic's whole week is in
 * espn-recorded.test.ts.
 */

describe.skipIf(!recordingsAvailable)("the next event from ESPN's answers before it starts", () => {
  const { ctx, espn, call, leaderboard } = useEspnReplay();

  let adminToken: string;
  let owner: TestUser;
  let group: { id: number; inviteCode: string };
  beforeAll(async () => {
    // Signed in at the moment shown, so the sessions are fresh then.
    ctx.clock.set(WYNDHAM_BEFORE_START.at);
    adminToken = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
    owner = await registerUser(ctx.app, { name: 'Ann' });
    group = await createGroup(ctx.app, owner, { name: 'Greensboro pool' });
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
