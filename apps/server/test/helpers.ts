import type { FastifyInstance, InjectOptions } from 'fastify';
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
import { startMailServer, tokenIn, type TestMailServer } from './mail-server';

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

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let userCounter = 0;

/** Registers a new user through the API and returns their token and profile. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  userCounter += 1;
  const body = {
    name: overrides.name ?? `Player ${userCounter}`,
    email: overrides.email ?? `player${userCounter}-${Date.now()}@example.com`,
    password: overrides.password ?? 'correct-horse-battery',
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: `10.0.${userCounter % 250}.1`,
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const token = response.json<{ token: string }>().token;
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  return {
    token,
    user: me.json<{ id: number; name: string; email: string }>(),
    password: body.password,
  };
}

export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export async function injectJson<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; body: T }> {
  const response = await app.inject(options);
  return {
    status: response.statusCode,
    body: response.body ? (JSON.parse(response.body) as T) : (undefined as T),
  };
}

export type TestUser = Awaited<ReturnType<typeof registerUser>>;

/** Creates a group through the API as `owner` and returns it. */
export async function createGroup(
  app: FastifyInstance,
  owner: TestUser,
  body: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/pool-groups',
    headers: bearer(owner.token),
    payload: { name: 'Sunday Foursome', ...body },
  });
  if (response.statusCode !== 201)
    throw new Error(`create group failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; inviteCode: string; name: string }>();
}

/** Joins `user` to a group by its invite code through the API. */
export async function joinGroup(app: FastifyInstance, user: TestUser, inviteCode: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/pool-groups/join/${inviteCode}`,
    headers: bearer(user.token),
  });
  if (response.statusCode !== 200)
    throw new Error(`join failed: ${response.statusCode} ${response.body}`);
  return response.json<{ group: { id: number } }>();
}

/** The season's tournaments by role, read through the public API. */
export async function seasonTournaments(app: FastifyInstance) {
  const list = (await app.inject({ method: 'GET', url: '/api/tournaments' })).json<
    { id: number; status: string; startDate: string; externalId?: string }[]
  >();
  const upcoming = list
    .filter((t) => t.status === 'upcoming')
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  return {
    active: list.find((t) => t.status === 'active')!,
    completed: list.filter((t) => t.status === 'completed'),
    nearer: upcoming[0]!,
    farther: upcoming[1]!,
  };
}

/** Five valid picks from a tournament's tiers; `offset` varies them between entries. */
export async function validPicks(
  app: FastifyInstance,
  token: string,
  tournamentId: number,
  offset = 0,
) {
  const { tiers } = (
    await app.inject({
      method: 'GET',
      url: `/api/tournament/${tournamentId}/golfers-by-tier`,
      headers: bearer(token),
    })
  ).json<{
    tiers: Record<'tier1' | 'tier2' | 'tier3' | 'tier4', { id: number }[]>;
  }>();
  const at = (list: { id: number }[], i: number) => list[i % list.length]!.id;
  return {
    tier1GolferId: at(tiers.tier1, offset),
    tier2GolferId: at(tiers.tier2, offset),
    tier3GolferId: at(tiers.tier3, offset),
    tier4GolferId1: at(tiers.tier4, offset * 2),
    tier4GolferId2: at(tiers.tier4, offset * 2 + 1),
  };
}

/** A JSON caller bound to the test app: `call(method, url, token?, payload?)` -> {status, body}. */
export function apiCaller(context: TestContext) {
  return <T = { error: string }>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    injectJson<T>(context.app, {
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
}

/** Proves a user's email the way its owner does: the link from the mail they were sent. */
export async function verifyEmailOf(context: TestContext, user: TestUser): Promise<void> {
  const link = `${context.config.appUrl}/verify-email?token=`;
  const mail = await context.mail.waitFor(user.user.email, (m) => m.text.includes(link));
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: tokenIn(mail, link) },
  });
  if (response.statusCode !== 200)
    throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
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
