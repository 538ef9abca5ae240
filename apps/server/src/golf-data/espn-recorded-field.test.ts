import { beforeAll, describe, expect, it } from 'vitest';
import type { TournamentSummary } from '@fairway/contract';
import { ADMIN, loginAs } from '../../test/helpers';
import {
  eventOf,
  recordingsAvailable,
  ROCKET_CLASSIC,
  ROCKET_CLASSIC_MOMENTS,
  type Json,
} from '../../test/espn-recordings';
import { useEspnReplay } from '../../test/espn-replay';

/**
 * GOLF_DATA=espn on ESPN's real answers (recorded by others; never committed, skipped when
 * absent): the Rocket Classic's field and place, moment by moment, with the daily schedule sync
 * and the live update both run at every moment. Every recorded answer lists 147 golfers, but
 * not always the same ones: before round 1 ESPN listed Taylor Moore, from round 1 on Jimmy
 * Stanger in his place. Only the leaderboard names the course's city ("Detroit, MI",
 * `courses[0].address`); this week's scoreboard names no place at all.
 */

const DETROIT = 'Detroit, MI';

describe.skipIf(!recordingsAvailable)("the Rocket Classic's field and place from ESPN", () => {
  const { ctx, espn, call } = useEspnReplay();

  let adminToken: string;
  beforeAll(async () => {
    ctx.clock.set(ROCKET_CLASSIC_MOMENTS[0]!.at);
    adminToken = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
  });

  const rocketClassic = async () =>
    (await call<TournamentSummary[]>('GET', '/api/tournaments', adminToken)).body.find(
      (item) => item.name === 'Rocket Classic',
    )!;
  /** The athlete ids an answer lists (the scoreboard's competitors carry theirs as `id`). */
  const fieldIds = (file: string) =>
    new Set<string>(
      eventOf(file, ROCKET_CLASSIC).competitions[0].competitors.map((competitor: Json) =>
        String(competitor.athlete?.id ?? competitor.id),
      ),
    );

  it('is recorded with 147 golfers every time, one of them replaced before round 1', () => {
    const [before, ...later] = ROCKET_CLASSIC_MOMENTS.flatMap((moment) => [
      moment.scoreboard,
      ...Object.values(moment.leaderboards),
    ]).map(fieldIds);
    for (const field of [before!, ...later]) expect(field.size).toBe(147);
    const union = new Set([...before!, ...later.flatMap((field) => [...field])]);
    expect(union.size).toBe(148);
  });

  it('has exactly the listed field, and the course city once a leaderboard named it', async () => {
    let placeNamed = false;
    for (const moment of ROCKET_CLASSIC_MOMENTS) {
      espn.show(moment);
      ctx.clock.set(moment.at);
      const synced = await call('POST', '/api/admin/sync-tournaments', adminToken, { year: 2026 });
      expect(synced.status).toBe(200);
      const tournament = await rocketClassic();
      const updated = await call('POST', '/api/admin/run-update', adminToken, {
        tournament_id: tournament.id,
      });
      expect(updated.status).toBe(200);
      placeNamed ||= ROCKET_CLASSIC in moment.leaderboards;
      // Before any leaderboard was answered nothing names the place; after, it is kept.
      expect({ moment: moment.label, ...(await rocketClassic()) }).toMatchObject({
        moment: moment.label,
        fieldSize: 147,
        location: placeNamed ? DETROIT : 'TBD',
      });
    }
  });
});
