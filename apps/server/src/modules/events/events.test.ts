import { describe, expect, it } from 'vitest';
import { groupTournaments } from '../../db/schema';
import {
  bearer,
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
} from '../../../test/helpers';
import { useGroupStreams } from '../../../test/sse';

const ctx = useTestApp();
const streams = useGroupStreams(ctx);
/** Streams here are opened as they come: the tests wait for what they expect themselves. */
const open = (groupId: number, token: string) =>
  streams.open(groupId, token, { waitForReady: false });

describe('GET /api/pool-groups/:groupId/events', () => {
  it('carries a message posted by one member to another member within a second', async () => {
    const alice = await registerUser(ctx.app, { name: 'Alice' });
    const bob = await registerUser(ctx.app, { name: 'Bob' });
    const group = await createGroup(ctx.app, alice);
    await joinGroup(ctx.app, bob, group.inviteCode);
    const aliceStream = await open(group.id, alice.token);
    const bobStream = await open(group.id, bob.token);
    expect(aliceStream.status).toBe(200);
    // The stream takes the response over from Fastify and still carries the hardening headers.
    expect(aliceStream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(aliceStream.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(aliceStream.headers.get('x-content-type-options')).toBe('nosniff');
    await Promise.all([
      aliceStream.next((e) => e.event === 'ready'),
      bobStream.next((e) => e.event === 'ready'),
    ]);

    const postedAt = Date.now();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/pool-groups/${group.id}/messages`,
      headers: bearer(alice.token),
      payload: { message: 'Tee time!', emoji: '⛳' },
    });
    const received = await bobStream.next((e) => e.event === 'message', 1000);
    expect(Date.now() - postedAt).toBeLessThan(1000);
    expect(received.data).toMatchObject({ message: 'Tee time!', emoji: '⛳', userName: 'Alice' });
    await aliceStream.next((e) => e.event === 'message', 1000);
  });

  it('refuses non-members (404 for a private group) and visitors (401)', async () => {
    const owner = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    expect((await open(group.id, stranger.token)).status).toBe(404);
    expect((await fetch(streams.url(group.id))).status).toBe(401);
  });

  it('does not leak one group’s messages into another group’s stream', async () => {
    const owner = await registerUser(ctx.app);
    const first = await createGroup(ctx.app, owner, { name: 'First' });
    const second = await createGroup(ctx.app, owner, { name: 'Second' });
    const stream = await open(second.id, owner.token);
    await stream.next((e) => e.event === 'ready');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/pool-groups/${first.id}/messages`,
      headers: bearer(owner.token),
      payload: { message: 'only in first' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/pool-groups/${second.id}/messages`,
      headers: bearer(owner.token),
      payload: { message: 'in second' },
    });
    const received = await stream.next((e) => e.event === 'message');
    expect(received.data).toMatchObject({ message: 'in second' });
    expect(stream.events.filter((e) => e.event === 'message')).toHaveLength(1);
  });

  it('tells members about joins and ends the stream of a removed member', async () => {
    const owner = await registerUser(ctx.app);
    const member = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const ownerStream = await open(group.id, owner.token);
    await ownerStream.next((e) => e.event === 'ready');
    await joinGroup(ctx.app, member, group.inviteCode);
    await ownerStream.next((e) => e.event === 'members');
    const memberStream = await open(group.id, member.token);
    await memberStream.next((e) => e.event === 'ready');
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/pool-groups/${group.id}/members/${member.user.id}`,
      headers: bearer(owner.token),
    });
    await expect(
      Promise.race([
        memberStream.ended.then(() => 'ended'),
        new Promise((r) => setTimeout(() => r('still open'), 1500)),
      ]),
    ).resolves.toBe('ended');
  });

  it('sends a standings notice when the leaderboard of a tournament the group plays moves', async () => {
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const { active } = await seasonTournaments(ctx.app);
    await ctx.database.db
      .insert(groupTournaments)
      .values({ groupId: group.id, tournamentId: active.id });
    const stream = await open(group.id, owner.token);
    await stream.next((e) => e.event === 'ready');
    ctx.clock.advance(10 * 60_000);
    await ctx.app.services.golfSync.refreshLive();
    const notice = await stream.next((e) => e.event === 'standings');
    expect(notice.data).toMatchObject({ tournamentId: active.id, version: expect.any(Number) });
  });
});
