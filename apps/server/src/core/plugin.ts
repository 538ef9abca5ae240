import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { GolfDataProvider } from '../golf-data/provider';
import { systemClock, type Clock } from '../lib/clock';
import { SessionEpochs } from '../modules/auth';
import { createPaymentProvider, type PaymentProvider } from '../payments';
import { resolveJwtSecret } from '../security/jwt-secret';
import { RateLimits } from '../security/limiter';
import { Sessions } from '../security/sessions';
import { TokenService } from '../security/tokens';
import type { AppOptions } from './options';

/** The parts every area builds on: configuration, the database, time, limits and sessions. */
export interface Core {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** Where golf schedules, fields and leaderboards come from (the simulator or ESPN). */
  golf: GolfDataProvider;
  /** The card payment provider: the one given, or the one PAYMENTS names. */
  payments: PaymentProvider;
  limits: RateLimits;
  /** Signs sessions, unsubscribe links and Google's sign-in state. */
  jwtSecret: string;
  tokens: TokenService;
  /** Every session's check; it hears sign-outs from every instance. */
  sessions: Sessions;
  /** The timings tests shorten (AppOptions), for the areas that run on a timer. */
  timings: Pick<AppOptions, 'jobs' | 'mailDelivery' | 'streamHeartbeatMs'>;
  /** The built web app's folder; null serves the API only. */
  webRoot: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    core: Core;
  }
}

/** The first module (app-modules.ts): turns buildApp's options into the parts areas share. */
export const core = fp<AppOptions>(
  async (app, options) => {
    const { config, database } = options;
    const clock = options.clock ?? systemClock;
    const limits = await RateLimits.connect(config.redisUrl, app.log);
    const jwtSecret = await resolveJwtSecret(config, database);
    const tokens = new TokenService(jwtSecret, config.tokenTtlSeconds, () => clock.now());
    // The session check reads and moves accounts' epochs through the accounts area, their owner.
    const sessions = new Sessions(database, tokens, new SessionEpochs(database.db));
    await sessions.start();
    app.addHook('onClose', async () => {
      await sessions.stop();
      await limits.close();
    });
    app.decorate('core', {
      config,
      database,
      db: database.db,
      clock,
      golf: options.golf,
      payments: options.payments ?? (await createPaymentProvider(config, database.db)),
      limits,
      jwtSecret,
      tokens,
      sessions,
      timings: {
        jobs: options.jobs,
        mailDelivery: options.mailDelivery,
        streamHeartbeatMs: options.streamHeartbeatMs,
      },
      webRoot: options.webRoot ?? null,
    });
  },
  { name: 'core' },
);
