import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, Member, StandingsResponse } from '@fairway/contract';
import { buildApp } from '../src/app';
import { tournaments, users } from '../src/db/schema';
import type { Heard } from '../src/modules/live';
import { bearer, useTestApp } from './helpers';
import { groupOnLiveTournament } from './live-group';

/**
 * One path for every change (docs/architecture.md, "The live read model"): a writer records what
 * it changed in its unit of work, and every reader, on every instance, follows through the
 * handlers areas declared on the change map. Two instances share the test's database here (on
 * the embedded one, two apps over one database, as two processes over one PostgreSQL).
 */
const ctx = useTestApp();

describe('one path for every change', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({
      config: ctx.config,
      database: ctx.database,
      golf: ctx.provider,
      clock: ctx.clock,
    });
  });
  afterAll(() => second?.close());

  /** A reader of one instance: the body and ETag it holds, asked again with that ETag. */
  const reader = (app: FastifyInstance, url: string, token: string) => {
    let etag: string | undefined;
    return async <T>(): Promise<{ changed: boolean; body: T | undefined }> => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(token), ...(etag && { 'if-none-match': etag }) },
      });
      expect([200, 304]).toContain(response.statusCode);
      etag = response.headers.etag as string | undefined;
      return {
        changed: response.statusCode === 200,
        body: response.statusCode === 200 ? response.json<T>() : undefined,
      };
    };
  };

  it('refreshes every reader of a new write path that only records what it changed', async () => {
    const { owner, members, group, url } = await groupOnLiveTournament(ctx, 'cut_score', 3);
    const player = members[1]!;
    const readers = [ctx.app, second].map((app) => ({
      standings: reader(app, url, owner.token),
      members: reader(app, `/api/pool-groups/${group.id}/members`, owner.token),
      dashboard: reader(app, '/api/dashboard', player.token),
    }));
    for (const read of readers) {
      await read.standings();
      await read.members();
      await read.dashboard();
    }

    // A write path the app does not have: a support tool renaming a player. It knows nothing
    // of versions, caches or events; it only says what it changed.
    await ctx.app.services.live.write(async (tx, changed) => {
      await tx
        .update(users)
        .set({ name: 'Renamed By Support' })
        .where(eq(users.id, player.user.id));
      changed({ kind: 'player', userId: player.user.id });
    });

    for (const read of readers) {
      const standings = await eventually(() => read.standings<StandingsResponse>());
      expect(standings.body!.standings.map((row) => row.player.name)).toContain(
        'Renamed By Support',
      );
      const listed = await eventually(() => read.members<Member[]>());
      expect(listed.body!.map((member) => member.name)).toContain('Renamed By Support');
      const dashboard = await eventually(() => read.dashboard<DashboardResponse>());
      expect(dashboard.body!.user.name).toBe('Renamed By Support');
    }
  });

  it('carries a stored leaderboard to the leaderboard, standings, dashboards and forecasts of both instances', async () => {
    const { owner, url, tournamentId } = await groupOnLiveTournament(ctx, 'cut_score', 4, 2_000);
    const heardOnSecond: Heard<'leaderboard'>[] = [];
    second.services.live.changes.on(
      'leaderboard',
      { name: 'the test listening', phase: 'everywhere' },
      (boards) => heardOnSecond.push(...boards),
    );
    const readers = [ctx.app, second].map((app) => ({
      app,
      leaderboard: reader(app, `/api/tournament/${tournamentId}/leaderboard`, owner.token),
      standings: reader(app, url, owner.token),
      dashboard: reader(app, '/api/dashboard', owner.token),
    }));
    for (const read of readers) {
      await read.leaderboard();
      await read.standings();
      await read.dashboard();
    }

    // Play moves on; the first instance's feed stores the new leaderboard.
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 20 * 60_000));
    await ctx.app.services.golfSync.refreshLive();
    const [{ version }] = (await ctx.database.db
      .select({ version: tournaments.leaderboardVersion })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))) as [{ version: number }];

    await eventually(async () => ({ changed: heardOnSecond.length > 0, body: heardOnSecond }));
    expect(heardOnSecond).toEqual([{ kind: 'leaderboard', tournamentId, version }]);
    for (const read of readers) {
      await eventually(() => read.leaderboard());
      await eventually(() => read.dashboard());
      // The standings of the new version, with its forecast once the instance has worked it out.
      await read.app.services.forecasts.whenIdle();
      const standings = await eventually(async () => {
        const answer = await read.standings<StandingsResponse>();
        return { ...answer, changed: answer.changed && answer.body!.forecast?.upToDate === true };
      });
      // Scored from the leaderboard stored just now.
      expect(standings.body!.tournament.lastUpdated).toBe(ctx.clock.now().toISOString());
    }
  });
});

/** Asks until the answer changed (a reader polling), for at most five seconds. */
async function eventually<T>(ask: () => Promise<{ changed: boolean; body: T }>) {
  const started = Date.now();
  for (;;) {
    const answer = await ask();
    if (answer.changed) return answer;
    if (Date.now() - started > 5_000) throw new Error('the reader never saw the change');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
