import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import type { PaymentProvider } from '../src/payments';
import { espnProviderFor } from '../src/golf-data/espn';
import type { GolfDataProvider } from '../src/golf-data/provider';
import { createSimulator, type Simulator } from '../src/golf-data/simulator';
import { seedSimulatorSeason } from '../src/golf-data/season';
import { ManualClock } from '../src/lib/clock';
import { tournaments } from '../src/db/schema';
import { ensureAdminUser } from '../src/modules/auth/seed-admin';
import { seedDemoGroup } from '../src/modules/demo/seed';
import { openTestDatabase } from './database';
import { startMailServer, type TestMailServer } from './mail-server';

// The API calls tests make as the app's users (registerUser, createGroup, apiCaller, ...) live
// in api-calls.ts; this file, the one entry tests import, builds the app they reach.
export * from './api-calls';

/** The simulated season is anchored here in every API test, so results never depend on the day. */
export const TEST_ANCHOR_DATE = '2026-06-10';
/** Noon in New York on the anchor day: the active tournament is in round 3. */
export const TEST_NOW = new Date('2026-06-10T16:00:00Z');
export const ADMIN = {
  email: 'admin@example.com',
  password: 'admin-password-1',
  name: 'Pat Admin',
};

export interface TestContext {
  app: FastifyInstance;
  /** `url` is set when the database is a PostgreSQL server (the api-postgres project). */
  database: Database & { url?: string };
  clock: ManualClock;
  config: Config;
  /** The simulator (made even when the app follows ESPN, then unused). */
  golf: Simulator;
  /** The golf data provider the app uses: the simulator, or ESPN with GOLF_DATA=espn in `env`. */
  provider: GolfDataProvider;
  /** With `mail: true`: the SMTP server the app sends to, and what it received. */
  mail: TestMailServer;
}

/** Where mailed links point in tests that send mail. */
export const TEST_PUBLIC_URL = 'https://pool.example.test';

export interface TestAppOptions {
  /** Extra configuration; a function is called in beforeAll (after earlier hooks ran). */
  env?: Record<string, string> | (() => Record<string, string>);
  /**
   * Seed the simulated season (tournaments, fields, leaderboards). Default true; never with
   * GOLF_DATA=espn, where the app follows ESPN (at ESPN_SCOREBOARD_URL / ESPN_LEADERBOARD_URL).
   */
  season?: boolean;
  /** Seed the demo group (needs the season). Default false. */
  demo?: boolean;
  /**
   * The card payment provider, or a function returning it once the config and database exist
   * (called in beforeAll). Default: the one the config's PAYMENTS names.
   */
  payments?: PaymentProvider | ((context: TestContext) => Promise<PaymentProvider>);
  /**
   * Send mail to a real SMTP server started for the file (`context.mail`), with links from
   * TEST_PUBLIC_URL and retries a few hundred milliseconds apart. Default false (mail is
   * printed to the silent log).
   */
  mail?: boolean;
  /** How often event streams ping and check their session; the app's default otherwise. */
  streamHeartbeatMs?: number;
  /** Where the app's log goes (with LOG_LEVEL in `env`), for tests that read it. */
  logStream?: { write(line: string): void };
  /** A provider standing in front of the simulator (golf news the season does not have). */
  provider?: (simulator: Simulator) => GolfDataProvider;
}

/** Builds the real app on a fresh real database for the current test file. */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    if (options.mail) context.mail = await startMailServer();
    context.config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      ...(options.mail && { SMTP_URL: context.mail.url, PUBLIC_URL: TEST_PUBLIC_URL }),
      ...(typeof options.env === 'function' ? options.env() : options.env),
    });
    context.database = await openTestDatabase();
    context.clock = new ManualClock(TEST_NOW);
    const golf = (context.golf = createSimulator({
      seed: 'fairway-test',
      anchorDate: TEST_ANCHOR_DATE,
      clock: context.clock,
    }));
    context.provider =
      context.config.golfData === 'espn'
        ? espnProviderFor(context.config, { clock: context.clock })
        : (options.provider?.(golf) ?? golf);
    context.app = await buildApp({
      config: context.config,
      database: context.database,
      golf: context.provider,
      clock: context.clock,
      mailDelivery: { pollMs: 100, retryBaseMs: 200, maxRetryMs: 1_000 },
      streamHeartbeatMs: options.streamHeartbeatMs,
      logStream: options.logStream,
      ...(options.payments && {
        payments:
          typeof options.payments === 'function'
            ? await options.payments(context)
            : options.payments,
      }),
    });
    await ensureAdminUser(context.database.db, context.config, context.app.log);
    if (options.mail) await context.app.services.mailDelivery.start();
    if (options.season !== false && context.config.golfData !== 'espn')
      await seedSimulatorSeason(
        context.database.db,
        context.app.services.golfSync,
        context.provider,
      );
    if (options.demo) await seedDemoGroup(context.database.db, context.clock);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    await context.mail?.close();
  });
  return context;
}

/**
 * Moves the clock a minute past the simulated tournament's last putt and stores its final
 * leaderboard: the tournament is completed. Login tokens last 7 days, so callers sign in again.
 */
export async function finishTournament(context: TestContext, tournamentId: number): Promise<void> {
  const [row] = await context.database.db
    .select({ externalId: tournaments.externalId })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  context.clock.set(new Date(context.golf.finishTime(row!.externalId!).getTime() + 60_000));
  await context.app.services.golfSync.refreshLive();
}
