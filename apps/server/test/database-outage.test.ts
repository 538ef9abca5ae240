import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { createSimulator } from '../src/golf-data/simulator';
import {
  bearer,
  createGroup,
  joinGroup,
  registerUser,
  TEST_ANCHOR_DATE,
  useTestApp,
} from './helpers';
import { openStream } from './sse';
import { startCuttableProxy, type CuttableProxy } from './tcp-proxy';

/**
 * A PostgreSQL outage, staged with a proxy between one instance and the database: while it
 * lasts, API calls answer 503 with a clear error and the server stays up; when the database is
 * back, the instance serves again and its cross-instance events resume, without a restart.
 * A frozen database (connections open, nothing answered) gives 503 within the statement
 * timeout too. Only meaningful with a PostgreSQL server, so it runs in the api-postgres project.
 */
const ctx = useTestApp({ season: false });
const onPostgres = process.env.FAIRWAY_TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('a database outage', () => {
  let proxy: CuttableProxy;
  let behindProxy: FastifyInstance;
  let proxiedDatabase: Database;
  let proxiedUrl = '';
  let directUrl = '';

  beforeAll(async () => {
    const databaseUrl = new URL(ctx.database.url!);
    proxy = await startCuttableProxy({
      host: databaseUrl.hostname,
      port: Number(databaseUrl.port || 5432),
    });
    databaseUrl.host = `127.0.0.1:${proxy.port}`;
    proxiedDatabase = await openDatabase({
      url: databaseUrl.toString(),
      dataDir: '',
      timeouts: ctx.config.databaseTimeouts,
    });
    behindProxy = await buildApp({
      config: ctx.config,
      database: proxiedDatabase,
      golf: createSimulator({ seed: 'outage', anchorDate: TEST_ANCHOR_DATE, clock: ctx.clock }),
      clock: ctx.clock,
    });
    directUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    proxiedUrl = await behindProxy.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // A failed test may leave it frozen, and nothing closes over a frozen connection.
    proxy?.thaw();
    await behindProxy?.close();
    await proxiedDatabase?.close();
    await proxy?.close();
  });

  it('answers 503 while the database is away, stays up, and recovers by itself', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, alice);
    await joinGroup(ctx.app, bob, group.inviteCode);
    const me = () => fetch(`${proxiedUrl}/api/auth/me`, { headers: bearer(bob.token) });
    expect((await me()).status).toBe(200);

    await proxy.cut();
    for (const response of [
      await me(),
      await fetch(`${proxiedUrl}/api/pool-groups`, {
        method: 'POST',
        headers: { ...bearer(bob.token), 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'During the outage' }),
      }),
      await fetch(`${proxiedUrl}/readyz`),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        error: 'Fairway cannot reach its database right now. Please try again in a moment.',
      });
    }
    // The process is alive and says so.
    expect((await fetch(`${proxiedUrl}/healthz`)).status).toBe(200);

    await proxy.restore();
    await expect.poll(async () => (await me()).status, { timeout: 15_000 }).toBe(200);
    expect((await fetch(`${proxiedUrl}/readyz`)).status).toBe(200);

    // Events from another instance reach this one again: its LISTEN connection came back.
    const stream = await openStream(`${proxiedUrl}/api/pool-groups/${group.id}/events`, bob.token);
    await stream.next((e) => e.event === 'ready');
    await expect
      .poll(
        async () => {
          const posted = await fetch(`${directUrl}/api/pool-groups/${group.id}/messages`, {
            method: 'POST',
            headers: { ...bearer(alice.token), 'content-type': 'application/json' },
            body: JSON.stringify({ message: 'After the outage' }),
          });
          expect(posted.status).toBe(201);
          return stream.events.some((e) => e.event === 'message');
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(true);
    stream.close();
  }, 60_000);

  it('answers 503 within seconds while the database is frozen, and serves again when it thaws', async () => {
    // The defaults (DB_STATEMENT_TIMEOUT_MS and DB_CONNECT_TIMEOUT_MS, 5 s each): what a
    // production instance without those settings does.
    const { statementMs, connectMs } = ctx.config.databaseTimeouts;
    expect({ statementMs, connectMs }).toEqual({ statementMs: 5000, connectMs: 5000 });
    // pg's client-side limit fires half a second after the statement timeout; a second full
    // wait (a ROLLBACK queued behind the stuck statement) would take twice as long.
    const withinTimeout = Math.max(statementMs, connectMs) + 2000;
    const carol = await registerUser(ctx.app);
    const me = () => fetch(`${proxiedUrl}/api/auth/me`, { headers: bearer(carol.token) });
    const createGroup = (name: string) =>
      fetch(`${proxiedUrl}/api/pool-groups`, {
        method: 'POST',
        headers: { ...bearer(carol.token), 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
    expect((await me()).status).toBe(200);
    const timed = async <T>(work: () => Promise<T>) => {
      const started = Date.now();
      const result = await work().catch((error: unknown) => error);
      return { result, ms: Date.now() - started };
    };
    // All ten of the pool's connections open and idle, so the freeze meets them, not only new ones.
    const sleepInTransactions = (seconds: number) =>
      Promise.all(
        Array.from({ length: 10 }, () =>
          proxiedDatabase.db.transaction((tx) => tx.execute(sql`select pg_sleep(${seconds})`)),
        ),
      );
    await sleepInTransactions(0.2);

    // A transaction whose database freezes under it fails within one timeout: its connection is
    // discarded, so the ROLLBACK fails at once instead of waiting behind the stuck statement.
    const midTransaction = await timed(() =>
      proxiedDatabase.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.freeze();
        await tx.execute(sql`select 2`);
      }),
    );
    expect(isDatabaseUnavailable(midTransaction.result)).toBe(true);
    expect(midTransaction.ms).toBeLessThan(withinTimeout);

    const readJson = async (response: Response) => ({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.json(),
    });
    const [readiness, read, ...writes] = await Promise.all([
      timed(() => fetch(`${proxiedUrl}/readyz`).then(readJson)),
      timed(() => me().then(readJson)),
      // Each is a transaction whose BEGIN meets the frozen database.
      ...[1, 2, 3].map((n) => timed(() => createGroup(`While frozen ${n}`).then(readJson))),
    ]);
    const unavailable = {
      status: 503,
      retryAfter: '5',
      body: { error: 'Fairway cannot reach its database right now. Please try again in a moment.' },
    };
    expect(readiness.result).toEqual(unavailable);
    expect(readiness.ms).toBeLessThan(2000);
    for (const { result, ms } of [read, ...writes]) {
      expect(result).toEqual(unavailable);
      expect(ms).toBeLessThan(withinTimeout);
    }
    expect((await fetch(`${proxiedUrl}/healthz`)).status).toBe(200);

    proxy.thaw();
    await expect.poll(async () => (await me()).status, { timeout: 15_000 }).toBe(200);
    expect((await fetch(`${proxiedUrl}/readyz`)).status).toBe(200);
    expect((await createGroup('After the thaw')).status).toBe(201);
    // The freeze cost the pool no connection: ten one-second transactions still run side by side.
    const afterwards = await timed(() => sleepInTransactions(1));
    expect(afterwards.result).toHaveLength(10);
    expect(afterwards.ms).toBeLessThan(1800);
  }, 60_000);
});
