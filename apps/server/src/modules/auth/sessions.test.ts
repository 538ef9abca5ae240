import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { apiCaller, loginAs, registerUser, useTestApp } from '../../../test/helpers';

const ctx = useTestApp({ season: false });
const call = apiCaller(ctx);

describe('POST /api/auth/sign-out-everywhere', () => {
  it('ends every token issued before it, this one included; a new sign-in works', async () => {
    const owner = await registerUser(ctx.app);
    const laptop = await loginAs(ctx.app, owner.user.email, owner.password);
    expect(await call('POST', '/api/auth/sign-out-everywhere', owner.token)).toEqual({
      status: 204,
      body: undefined,
    });
    for (const token of [owner.token, laptop])
      expect(await call('GET', '/api/auth/me', token)).toEqual({
        status: 401,
        body: { error: 'Authentication required' },
      });
    const fresh = await loginAs(ctx.app, owner.user.email, owner.password);
    expect((await call('GET', '/api/auth/me', fresh)).status).toBe(200);
    expect((await call('POST', '/api/auth/sign-out-everywhere')).status).toBe(401);
  });

  it('also ends tokens issued before sessions had epochs (they count as the first epoch)', async () => {
    const owner = await registerUser(ctx.app);
    const older = await new SignJWT({ user_id: owner.user.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(ctx.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(ctx.clock.now().getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode(ctx.config.jwtSecret!));
    expect((await call('GET', '/api/auth/me', older)).status).toBe(200);
    await call('POST', '/api/auth/sign-out-everywhere', owner.token);
    expect((await call('GET', '/api/auth/me', older)).status).toBe(401);
  });

  it('answers a session check that an account forget overtakes (no 500)', async () => {
    const owner = await registerUser(ctx.app);
    const { sessions, tokens } = ctx.app.services;
    const session = (await tokens.verify(owner.token))!;
    // Forgotten (a sign-out heard, maybe twice) while its state is still being read.
    sessions.ended(owner.user.id);
    const checking = sessions.isCurrent(session);
    sessions.ended(owner.user.id);
    await expect(checking).resolves.toBe(true);
    expect((await call('GET', '/api/auth/me', owner.token)).status).toBe(200);
  });
});
