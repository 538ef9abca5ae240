import { describe, expect, it } from 'vitest';
import { apiCaller, createGroup, registerUser, useTestApp } from '../../../test/helpers';
import { endedWithin, useGroupStreams } from '../../../test/sse';

/**
 * An event stream lives no longer than the session that opened it: signing out everywhere, a
 * password change or a deleted account closes it at once (`signed-out` last), and an expired
 * token closes it at the next heartbeat. Real HTTP streams on a listening server.
 */
const ctx = useTestApp({ season: false, streamHeartbeatMs: 100 });
const call = apiCaller(ctx);
const { open } = useGroupStreams(ctx);

describe('an event stream and its session', () => {
  it('closes when its user signs out everywhere', async () => {
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const stream = await open(group.id, owner.token);
    expect(await endedWithin(stream, 300)).toBe('still open');
    expect((await call('POST', '/api/auth/sign-out-everywhere', owner.token)).status).toBe(204);
    expect(await endedWithin(stream, 2000)).toBe('ended');
    expect(stream.events.at(-1)).toEqual({ event: 'signed-out', data: {} });
  });

  it("closes the old token's stream on a password change, not the new token's", async () => {
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const before = await open(group.id, owner.token);
    const changed = await call<{ token: string }>(
      'POST',
      '/api/auth/change-password',
      owner.token,
      {
        currentPassword: owner.password,
        newPassword: 'a-new-password-1',
      },
    );
    expect(changed.status).toBe(200);
    const after = await open(group.id, changed.body.token);
    expect(await endedWithin(before, 2000)).toBe('ended');
    expect(before.events.at(-1)?.event).toBe('signed-out');
    // Heartbeats come and go; the new session's stream stays.
    expect(await endedWithin(after, 500)).toBe('still open');
  });

  it('closes when its token expires', async () => {
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const stream = await open(group.id, owner.token);
    const week = 7 * 86_400_000;
    ctx.clock.advance(week + 1_000);
    try {
      expect(await endedWithin(stream, 2000)).toBe('ended');
      expect(stream.events.at(-1)?.event).toBe('signed-out');
    } finally {
      ctx.clock.advance(-(week + 1_000));
    }
  });

  it('closes when its user deletes the account', async () => {
    const person = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, person);
    const stream = await open(group.id, person.token);
    const deleted = await call('DELETE', '/api/user/account', person.token, {
      password: person.password,
    });
    expect(deleted.status).toBe(204);
    expect(await endedWithin(stream, 2000)).toBe('ended');
  });
});
