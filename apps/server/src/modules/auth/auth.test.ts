import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ADMIN, bearer, injectJson, registerUser, useTestApp } from '../../../test/helpers';

const ctx = useTestApp({ season: false });
const register = (payload: unknown, remoteAddress = '192.0.2.10') =>
  injectJson<{ token?: string; error?: string }>(ctx.app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    remoteAddress,
  });
const login = (payload: unknown, remoteAddress = '192.0.2.20') =>
  injectJson<{ token?: string; error?: string }>(ctx.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as object,
    remoteAddress,
  });

describe('POST /api/auth/register', () => {
  it('creates the account and answers a token carrying user_id and a 7-day exp', async () => {
    const { status, body } = await register({
      name: ' Rory ',
      email: ' Rory@Example.com ',
      password: 'long-enough',
    });
    expect(status).toBe(201);
    const claims = decodeJwt(body.token!);
    expect(claims.user_id).toBeGreaterThan(1);
    const now = ctx.clock.now().getTime() / 1000;
    expect(claims.exp! - now).toBeCloseTo(7 * 86_400, -1);

    const me = await injectJson<{ id: number; name: string; email: string }>(ctx.app, {
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.token!),
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: claims.user_id, name: 'Rory', email: 'rory@example.com' });
  });

  it.each([
    [{ email: 'a@example.com', password: 'long-enough' }, 'Name is required'],
    [{ name: '   ', email: 'a@example.com', password: 'long-enough' }, 'Name is required'],
    [{ name: 'A', password: 'long-enough' }, 'Email is required'],
    [{ name: 'A', email: '', password: 'long-enough' }, 'Email is required'],
    [{ name: 'A', email: 'a@example.com' }, 'Password is required'],
    [{ name: 'A', email: 'a@example.com', password: '' }, 'Password is required'],
    [
      { name: 'A', email: 'a@example.com', password: 'short' },
      'Password must be at least 8 characters',
    ],
    [{ name: 'A', email: 'not-an-email', password: 'long-enough' }, 'Email address is invalid'],
    [{ name: 42, email: 'a@example.com', password: 'long-enough' }, 'Name is required'],
    [{}, 'Name is required'],
  ])('refuses %j with "%s" (checked in the spec order)', async (payload, message) => {
    const { status, body } = await register(payload);
    expect(status).toBe(400);
    expect(body).toEqual({ error: message });
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    await register({ name: 'First', email: 'dup@example.com', password: 'long-enough' });
    const { status, body } = await register({
      name: 'Second',
      email: 'DUP@example.com ',
      password: 'long-enough',
    });
    expect(status).toBe(409);
    expect(body.error).toBe('An account with this email already exists');
  });

  it('rate-limits registration per IP with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      statuses.push(
        (
          await register(
            { name: 'Spam', email: `spam${i}@example.com`, password: 'long-enough' },
            '198.51.100.7',
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const { body } = await register(
      { name: 'Spam', email: 'spam-last@example.com', password: 'long-enough' },
      '198.51.100.7',
    );
    expect(body.error).toBe('Too many registration attempts. Please try again later.');
  });

  it('believes X-Forwarded-For only from a proxy on a private network (TRUST_PROXY)', async () => {
    const registerVia = (i: number, remoteAddress: string, forwardedFor: string) =>
      injectJson(ctx.app, {
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Proxied', email: `proxied${i}@example.com`, password: 'long-enough' },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // A client on the open internet cannot pass as someone else by inventing the header.
    const direct: number[] = [];
    for (let i = 0; i < 21; i += 1)
      direct.push((await registerVia(i, '203.0.113.9', `192.0.2.${i + 1}`)).status);
    expect(direct.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(direct[20]).toBe(429);
    // Behind a proxy on a private network, each forwarded client has a limit of its own.
    for (let i = 0; i < 21; i += 1)
      expect((await registerVia(100 + i, '10.0.0.2', `198.18.0.${i + 1}`)).status).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, email case-insensitively', async () => {
    const { user, password } = await registerUser(ctx.app, { email: 'golfer@example.com' });
    const { status, body } = await login({ email: 'GOLFER@example.com', password });
    expect(status).toBe(200);
    expect(decodeJwt(body.token!).user_id).toBe(user.id);
  });

  it('creates the platform administrator as user 1 from ADMIN_*', async () => {
    const { status, body } = await login({ email: ADMIN.email, password: ADMIN.password });
    expect(status).toBe(200);
    expect(decodeJwt(body.token!).user_id).toBe(1);
  });

  it('answers 401 for a wrong password or an unknown email, with the same message', async () => {
    await registerUser(ctx.app, { email: 'wrongpw@example.com' });
    const wrong = await login({ email: 'wrongpw@example.com', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever-pw' });
    expect(wrong).toEqual({ status: 401, body: { error: 'Invalid email or password' } });
    expect(unknown).toEqual({ status: 401, body: { error: 'Invalid email or password' } });
  });

  it.each([[{}], [{ email: 'a@example.com' }], [{ password: 'x' }], [{ email: '', password: '' }]])(
    'requires both fields: %j',
    async (payload) => {
      expect(await login(payload)).toEqual({
        status: 400,
        body: { error: 'Email and password are required' },
      });
    },
  );

  it("locks an email on one address after 5 failures, without locking the owner's own address", async () => {
    const { password } = await registerUser(ctx.app, { email: 'target@example.com' });
    for (let i = 0; i < 5; i += 1)
      expect(
        (await login({ email: 'target@example.com', password: 'bad-password' }, '203.0.113.50'))
          .status,
      ).toBe(401);
    // The stranger's address is locked for this email, even with the right password...
    expect(await login({ email: 'target@example.com', password }, '203.0.113.50')).toEqual({
      status: 429,
      body: { error: 'Too many login attempts. Please try again later.' },
    });
    // ...and the owner, from their own address, signs in as usual.
    expect((await login({ email: 'target@example.com', password }, '192.0.2.77')).status).toBe(200);
  });

  it('locks an email from everywhere only after 50 failures a day (slow guessing)', async () => {
    const { password } = await registerUser(ctx.app, { email: 'botnet-target@example.com' });
    for (let i = 0; i < 50; i += 1)
      await login(
        { email: 'botnet-target@example.com', password: `guess-${i}` },
        `198.18.${i >> 4}.${i}`,
      );
    expect(
      (await login({ email: 'botnet-target@example.com', password }, '192.0.2.78')).status,
    ).toBe(429);
  });

  it('locks an IP after 30 failures across emails', async () => {
    for (let i = 0; i < 30; i += 1)
      await login({ email: `guess${i}@example.com`, password: 'bad-password' }, '203.0.113.200');
    const { status } = await login(
      { email: 'guess-last@example.com', password: 'bad-password' },
      '203.0.113.200',
    );
    expect(status).toBe(429);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 without a token, with a forged token, and with an expired one', async () => {
    const { token } = await registerUser(ctx.app);
    expect((await injectJson(ctx.app, { method: 'GET', url: '/api/auth/me' })).status).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(
      (await injectJson(ctx.app, { method: 'GET', url: '/api/auth/me', headers: bearer(forged) }))
        .status,
    ).toBe(401);
    ctx.clock.advance(8 * 86_400_000);
    try {
      const expired = await injectJson(ctx.app, {
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(token),
      });
      expect(expired).toEqual({ status: 401, body: { error: 'Authentication required' } });
    } finally {
      ctx.clock.advance(-8 * 86_400_000);
    }
  });
});
