import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { createSimulator } from '../src/golf-data/simulator';
import { ManualClock } from '../src/lib/clock';
import { disposableCluster } from './disposable-postgres';
import {
  bearer,
  createGroup,
  joinGroup,
  registerUser,
  TEST_ANCHOR_DATE,
  TEST_NOW,
} from './helpers';
import { openStream, type TestStream } from './sse';

/**
 * PostgreSQL restarts under two instances. Instance A's LISTEN connection reconnects with
 * backoff, and a chat message posted through instance B in that gap never reaches A's streams
 * as an event; A's streams then get `catch-up`, after which the chat they fetch holds the
 * message. So whatever the timing, a member misses nothing. The restart needs a cluster of
 * the test's own (disposable-postgres.ts); runs in the api-postgres project.
 */
const onPostgres = process.env.FAIRWAY_TEST_DB === 'postgres';
/** Restarts tried until one posts inside the gap (the listener may be back before the post). */
const RESTARTS = 4;

describe('after PostgreSQL restarts', () => {
  let cluster: Awaited<ReturnType<typeof disposableCluster>>;
  const instances: { app: FastifyInstance; database: Database; url: string }[] = [];

  beforeAll(async () => {
    if (!onPostgres) return;
    cluster = await disposableCluster();
    if ('unavailable' in cluster) return;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    });
    const clock = new ManualClock(TEST_NOW);
    for (const name of ['a', 'b']) {
      const database = await openDatabase({ url: cluster.url, dataDir: '' });
      const app = await buildApp({
        config,
        database,
        golf: createSimulator({ seed: name, anchorDate: TEST_ANCHOR_DATE, clock }),
        clock,
      });
      instances.push({ app, database, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
    }
  }, 120_000);
  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    if (cluster && !('unavailable' in cluster)) await cluster.destroy();
  });

  it('sends catch-up to open streams, so no chat message posted meanwhile is missed', async ({
    skip,
  }) => {
    if (!onPostgres) return skip('runs on PostgreSQL (the api-postgres project)');
    if ('unavailable' in cluster) return skip(cluster.unavailable);
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const alice = await registerUser(a.app);
    const bob = await registerUser(a.app);
    const group = await createGroup(a.app, alice);
    await joinGroup(a.app, bob, group.inviteCode);
    const stream: TestStream = await openStream(
      `${a.url}/api/pool-groups/${group.id}/events`,
      bob.token,
    );
    await stream.next((e) => e.event === 'ready');
    const chatOnA = async () => {
      const response = await fetch(`${a.url}/api/pool-groups/${group.id}/messages`, {
        headers: bearer(bob.token),
      });
      return response.ok
        ? ((await response.json()) as { message: string | null }[]).map((m) => m.message)
        : [];
    };

    let caughtUp = false;
    for (let restart = 1; restart <= RESTARTS && !caughtUp; restart += 1) {
      await cluster.stop();
      // Long enough for A's listener to back off to its longest wait between attempts.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await cluster.start();
      const text = `Posted after restart ${restart}`;
      // B's first tries may meet its old, dead connections (503) until its pool replaces them.
      await expect
        .poll(
          async () =>
            (
              await fetch(`${b.url}/api/pool-groups/${group.id}/messages`, {
                method: 'POST',
                headers: { ...bearer(alice.token), 'content-type': 'application/json' },
                body: JSON.stringify({ message: text }),
              })
            ).status,
          { timeout: 10_000, interval: 100 },
        )
        .toBe(201);
      const postedAt = stream.events.length;
      const heard = await stream.next(
        (e) =>
          (e.event === 'message' && (e.data as { message: string }).message === text) ||
          (e.event === 'catch-up' && stream.events.indexOf(e) >= postedAt),
        10_000,
      );
      if (heard.event === 'message') continue; // A listened again before the post: try again.
      expect(heard.data).toEqual({});
      caughtUp = true;
      // What the client does on catch-up: fetch the chat again. The message is there.
      await expect.poll(chatOnA, { timeout: 5000 }).toContain(text);
    }
    expect(caughtUp).toBe(true);
    stream.close();
  }, 120_000);
});
