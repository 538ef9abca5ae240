import { isDeepStrictEqual as isEqual } from 'node:util';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { createSimulator } from '../src/golf-data/simulator';
import {
  bearer,
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  TEST_ANCHOR_DATE,
  useTestApp,
} from './helpers';
import { openStream } from './sse';
import { NOTHING_REMEMBERED, rememberedOf } from './group-memory';

/**
 * Two server instances on one PostgreSQL: a chat message posted through one reaches a
 * member's live stream held by the other (LISTEN/NOTIFY), and what one instance remembers
 * (memberships, a group's tournament) is forgotten when the other changes it. Only meaningful
 * with a real PostgreSQL server, so it runs in the api-postgres project.
 */
const ctx = useTestApp();
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

  /** Polls until `done` holds, for at most `ms`; returns how long it took. */
  async function within(ms: number, done: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await done())) {
      if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Date.now() - started;
  }

  it('serves one user through a round-robin client, forgetting cached access and standings when the other instance changes them', async () => {
    let turn = 0;
    const next = () => (turn++ % 2 === 0 ? ctx.app : second);
    const call = async (
      token: string,
      method: InjectOptions['method'],
      url: string,
      payload?: object,
    ) => {
      const response = await next().inject({
        method,
        url,
        headers: bearer(token),
        ...(payload && { payload }),
      });
      return {
        status: response.statusCode,
        etag: response.headers.etag,
        body: response.json<{ error?: string }>(),
      };
    };
    const alice = await registerUser(next());
    const bob = await registerUser(next());
    const group = await createGroup(next(), alice);
    await joinGroup(next(), bob, group.inviteCode);
    const { nearer } = await seasonTournaments(ctx.app);
    expect(
      (
        await call(alice.token, 'POST', `/api/group-admin/${group.id}/tournaments`, {
          tournament_id: nearer.id,
        })
      ).status,
    ).toBe(201);

    // Both instances now remember Bob as a member and the group's tournament.
    const standingsUrl = `/api/pool-groups/${group.id}/tournaments/${nearer.id}/standings`;
    const before = await call(bob.token, 'GET', standingsUrl);
    expect(before.status).toBe(200);
    expect((await call(bob.token, 'GET', standingsUrl)).etag).toBe(before.etag);

    // A settings change on one instance: the other's next standings are a new version, well
    // before the five-second expiry, because the change is announced to every instance.
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/group-admin/${group.id}/tournaments/${nearer.id}`,
      headers: bearer(alice.token),
      payload: { max_entries_per_user: 3 },
    });
    expect(changed.statusCode).toBe(200);
    const staleFor = await within(2000, async () => {
      const response = await second.inject({
        method: 'GET',
        url: standingsUrl,
        headers: bearer(bob.token),
      });
      return response.headers.etag !== before.etag;
    });
    expect(staleFor).toBeLessThan(2000);

    // Removal on one instance: the other refuses Bob at once, not after its memory expires
    // (the group is private, so to a non-member it does not exist: 404).
    expect((await call(alice.token, 'GET', `/api/pool-groups/${group.id}/members`)).status).toBe(
      200,
    );
    const memberCountOnSecond = async () =>
      (
        await second.inject({
          method: 'GET',
          url: `/api/pool-groups/${group.id}`,
          headers: bearer(alice.token),
        })
      ).json<{ memberCount: number }>().memberCount;
    expect(await memberCountOnSecond()).toBe(2);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/pool-groups/${group.id}/members/${bob.user.id}`,
      headers: bearer(alice.token),
    });
    expect(removed.statusCode).toBe(200);
    await within(2000, async () => {
      const response = await second.inject({
        method: 'GET',
        url: standingsUrl,
        headers: bearer(bob.token),
      });
      return response.statusCode === 404;
    });
    for (let i = 0; i < 4; i += 1)
      expect((await call(bob.token, 'GET', standingsUrl)).status).toBe(404);
    // The member count the second instance remembered is forgotten with the rest.
    expect(await memberCountOnSecond()).toBe(1);
  });

  it('ends every session on every instance at once when a user signs out everywhere', async () => {
    const carol = await registerUser(ctx.app);
    // Both instances have accepted (and remember) Carol's token.
    for (const instance of [ctx.app, second])
      expect(
        (
          await instance.inject({
            method: 'GET',
            url: '/api/auth/me',
            headers: bearer(carol.token),
          })
        ).statusCode,
      ).toBe(200);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      headers: bearer(carol.token),
    });
    expect(signedOut.statusCode).toBe(204);
    const tookMs = await within(1000, async () => {
      const response = await second.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(carol.token),
      });
      return response.statusCode === 401;
    });
    expect(tookMs).toBeLessThan(1000);
  });

  it("forgets a deleted group's standings, and a removed tournament's, on the other instance at once", async () => {
    const alice = await registerUser(ctx.app);
    const { active, nearer } = await seasonTournaments(ctx.app);
    const standingsOnSecond = async (groupId: number, tournamentId: number) =>
      (
        await second.inject({
          method: 'GET',
          url: `/api/pool-groups/${groupId}/tournaments/${tournamentId}/standings`,
          headers: bearer(alice.token),
        })
      ).statusCode;
    const group = await createGroup(ctx.app, alice);
    for (const tournament of [active, nearer]) {
      const added = await ctx.app.inject({
        method: 'POST',
        url: `/api/group-admin/${group.id}/tournaments`,
        headers: bearer(alice.token),
        payload: { tournament_id: tournament.id },
      });
      expect(added.statusCode).toBe(201);
      // Read on the second instance, which now remembers the body.
      expect(await standingsOnSecond(group.id, tournament.id)).toBe(200);
    }
    expect(rememberedOf(second, group.id).standingsBodies.sort()).toEqual(
      [`${group.id}:${active.id}`, `${group.id}:${nearer.id}`].sort(),
    );

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/group-admin/${group.id}/tournaments/${nearer.id}`,
      headers: bearer(alice.token),
    });
    expect(removed.statusCode).toBe(200);
    await within(2000, async () =>
      isEqual(rememberedOf(second, group.id, nearer.id), NOTHING_REMEMBERED),
    );
    expect(rememberedOf(second, group.id).standingsBodies).toEqual([`${group.id}:${active.id}`]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/pool-groups/${group.id}`,
      headers: bearer(alice.token),
    });
    expect(deleted.statusCode).toBe(200);
    // Well before any expiry (standings bodies have none: they waited for the next update).
    const tookMs = await within(2000, async () =>
      isEqual(rememberedOf(second, group.id), NOTHING_REMEMBERED),
    );
    expect(tookMs).toBeLessThan(2000);
    expect(await standingsOnSecond(group.id, active.id)).toBe(404);
  });

  it('stops showing and accepting an invite code on the other instance once a new one is issued', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const carol = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, alice);
    await joinGroup(ctx.app, bob, group.inviteCode);
    const codeOnSecond = async () =>
      (
        await second.inject({
          method: 'GET',
          url: `/api/pool-groups/${group.id}`,
          headers: bearer(bob.token),
        })
      ).json<{ inviteCode: string }>().inviteCode;
    // The second instance remembers Bob's membership, the group row and its code with it.
    expect(await codeOnSecond()).toBe(group.inviteCode);

    const issued = await ctx.app.inject({
      method: 'POST',
      url: `/api/pool-groups/${group.id}/invite-code`,
      headers: bearer(alice.token),
    });
    expect(issued.statusCode).toBe(200);
    const { inviteCode } = issued.json<{ inviteCode: string }>();
    const joinOnSecond = (code: string) =>
      second.inject({
        method: 'POST',
        url: `/api/pool-groups/join/${code}`,
        headers: bearer(carol.token),
      });
    expect((await joinOnSecond(group.inviteCode)).statusCode).toBe(404);
    // Well before the memory's five-second expiry: the change is announced to every instance.
    expect(await within(2000, async () => (await codeOnSecond()) === inviteCode)).toBeLessThan(
      2000,
    );
    expect((await joinOnSecond(inviteCode)).statusCode).toBe(200);
  });
});
