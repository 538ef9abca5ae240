import fp from 'fastify-plugin';
import { testHookRoutes } from './routes';

/** The browser journeys' controls (the clock, withdrawals): only with TEST_HOOKS=1. */
export const testHooks = fp(
  async (app) => {
    const { config, clock, golf, db } = app.core;
    if (!config.testHooks) return;
    await app.register(testHookRoutes, {
      clock,
      golfSync: app.golfData.sync,
      noticesJob: app.notices.job,
      golf,
      db,
    });
  },
  { name: 'test-hooks', dependencies: ['core', 'golf-data', 'notices'] },
);
