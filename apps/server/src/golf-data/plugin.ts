import fp from 'fastify-plugin';
import { createLeaderLock } from '../db/leader-lock';
import { GolfDataJobs } from './jobs';
import { GolfDataStatusStore } from './status';
import { GolfDataSync } from './sync';

declare module 'fastify' {
  interface FastifyInstance {
    golfData: {
      /** Stores the provider's schedules, fields and leaderboards. */
      sync: GolfDataSync;
      /** The schedule sync and live updates; main.ts starts them, closing the app stops them. */
      jobs: GolfDataJobs;
    };
  }
}

/**
 * The golf data feed: the sync that stores what the provider says, and the jobs that run it on
 * one instance at a time. A stored leaderboard's version is kept by tournaments (its change
 * handlers), so that area comes first.
 */
export const golfData = fp(
  async (app) => {
    const { db, database, golf, clock, config, timings } = app.core;
    const sync = new GolfDataSync(db, app.live.writes, golf, clock, app.log);
    const jobs = new GolfDataJobs({
      sync,
      status: new GolfDataStatusStore(db),
      lock: createLeaderLock(database),
      provider: golf.name,
      clock,
      log: app.log,
      updateIntervalMs: config.updateIntervalSeconds * 1000,
      ...timings.jobs,
    });
    app.addHook('onClose', () => jobs.stop());
    app.decorate('golfData', { sync, jobs });
  },
  { name: 'golf-data', dependencies: ['core', 'live', 'tournaments'] },
);
