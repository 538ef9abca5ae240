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

/**
 * Two server instances on one PostgreSQL: a chat message posted through one reaches a
 * member's live stream held by the other (LISTEN/NOTIFY). Only meaningful with a real
 * PostgreSQL server, so it runs in the api-postgres project.
 */
const ctx = useTestApp({ season: false });
const onPostgres = process.env.FAIRWAY_TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('several instances on one PostgreSQL', () => {
  let second: FastifyInstance;
  let secondDatabase: Database;
  let firstUrl = '';
  let secondUrl = '';

  beforeAll(async () => {
    secondDatabase = await openDatabase({ url: ctx.database.url!, dataDir: '' });
    const golf = createSimulator({
      seed: 'second',
      anchorDate: TEST_ANCHOR_DATE,
      clock: ctx.clock,
    });
    second = await buildApp({
      config: ctx.config,
      database: secondDatabase,
      golf,
      clock: ctx.clock,
    });
    firstUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
  });

  it('carries a message posted on one instance to a stream held by the other, and shares sessions', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, alice);
    await joinGroup(ctx.app, bob, group.inviteCode);
    // Bob's token, issued by the first instance, is accepted by the second (one shared key).
    const stream = await openStream(`${secondUrl}/api/pool-groups/${group.id}/events`, bob.token);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    const posted = await fetch(`${firstUrl}/api/pool-groups/${group.id}/messages`, {
      method: 'POST',
      headers: { ...bearer(alice.token), 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Across instances' }),
    });
    expect(posted.status).toBe(201);
    const received = await stream.next((e) => e.event === 'message', 2000);
    expect(received.data).toMatchObject({ message: 'Across instances' });
    stream.close();
  });
});
