import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
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
 * Only meaningful with a PostgreSQL server, so it runs in the api-postgres project.
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
    proxiedDatabase = await openDatabase({ url: databaseUrl.toString(), dataDir: '' });
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
});
