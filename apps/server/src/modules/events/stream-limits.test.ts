import { describe, expect, it } from 'vitest';
import { createGroup, registerUser, useTestApp } from '../../../test/helpers';
import { endedWithin, useGroupStreams, type TestStream } from '../../../test/sse';

/**
 * Event streams are bounded: five per user (a sixth replaces the oldest, which hears
 * `replaced` last) and EVENT_STREAMS_MAX on the instance (beyond it, 503 before the stream
 * opens). Real HTTP streams on a listening server.
 */
const ctx = useTestApp({ season: false, env: { EVENT_STREAMS_MAX: '8' } });
const { open, url } = useGroupStreams(ctx);
const openMany = async (count: number, groupId: number, token: string) => {
  const opened: TestStream[] = [];
  for (let i = 0; i < count; i += 1) opened.push(await open(groupId, token));
  return opened;
};
const registry = () => ctx.app.services.streams;

describe('open event streams', () => {
  it('keeps five per user: the sixth replaces the oldest, which hears `replaced` last', async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const othersGroup = await createGroup(ctx.app, other);
    const othersStream = await open(othersGroup.id, other.token);
    const first = await openMany(5, group.id, owner.token);
    expect(registry().size).toBe(6);

    const sixth = await open(group.id, owner.token);
    expect(sixth.status).toBe(200);
    expect(await endedWithin(first[0]!, 2000)).toBe('ended');
    expect(first[0]!.events.map((e) => e.event)).toEqual(['ready', 'replaced']);
    expect(first[0]!.events.at(-1)).toEqual({ event: 'replaced', data: {} });
    for (const stream of [...first.slice(1), sixth, othersStream])
      expect(await endedWithin(stream, 100)).toBe('still open');
    expect(registry().size).toBe(6);

    // The next one replaces the next oldest.
    const seventh = await open(group.id, owner.token);
    expect(await endedWithin(first[1]!, 2000)).toBe('ended');
    expect(registry().size).toBe(6);
    [...first, sixth, seventh, othersStream].forEach((s) => s.close());
    await expect.poll(() => registry().size).toBe(0);
  });

  it('refuses a new stream with 503 and Retry-After once the instance holds EVENT_STREAMS_MAX', async () => {
    expect(registry().size).toBe(0);
    const [alice, bob, carol] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    const [aliceGroup, bobGroup, carolGroup] = [
      await createGroup(ctx.app, alice),
      await createGroup(ctx.app, bob),
      await createGroup(ctx.app, carol),
    ];
    const alices = await openMany(5, aliceGroup.id, alice.token);
    const bobs = await openMany(3, bobGroup.id, bob.token);
    expect(registry().size).toBe(8);

    const refused = await fetch(url(carolGroup.id), {
      headers: { authorization: `Bearer ${carol.token}` },
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.headers.get('content-type')).toContain('application/json');
    expect(await refused.json()).toEqual({
      error: 'Too many live connections on this server right now. Please try again in a moment.',
    });
    expect((await open(bobGroup.id, bob.token)).status).toBe(503);
    // A user at their own limit still gets a new stream: their oldest makes room.
    const alicesSixth = await open(aliceGroup.id, alice.token);
    expect(alicesSixth.status).toBe(200);
    expect(await endedWithin(alices[0]!, 2000)).toBe('ended');
    expect(registry().size).toBe(8);

    bobs[0]!.close();
    await expect.poll(() => registry().size).toBe(7);
    const carols = await open(carolGroup.id, carol.token);
    expect(carols.status).toBe(200);
    [...alices, ...bobs, alicesSixth, carols].forEach((s) => s.close());
    await expect.poll(() => registry().size).toBe(0);
  });

  it('closes every stream of one user on request', async () => {
    const dave = await registerUser(ctx.app);
    const erin = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, dave);
    const erinsGroup = await createGroup(ctx.app, erin);
    const daves = await openMany(2, group.id, dave.token);
    const erins = await open(erinsGroup.id, erin.token);
    registry().closeUser(dave.user.id);
    for (const stream of daves) expect(await endedWithin(stream, 2000)).toBe('ended');
    expect(await endedWithin(erins, 100)).toBe('still open');
    erins.close();
  });
});
