import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_INVALID } from '@fairway/contract';
import { passkeyCredentials, userPaymentInfo } from '../../db/schema';
import {
  apiCaller,
  registerUser,
  TEST_PUBLIC_URL,
  useTestApp,
  type TestUser,
} from '../../../test/helpers';
import { tokenIn } from '../../../test/mail-server';

const ctx = useTestApp({ season: false, mail: true });
const call = apiCaller(ctx);
const RESET_LINK = `${TEST_PUBLIC_URL}/reset-password?token=`;
const SENT = {
  status: 202,
  body: {
    message:
      'If an account uses this email, we sent it a link to reset the password. It works for 1 hour.',
  },
};

let addressCounter = 0;
/** A request from its own address, so per-address limits of one test do not touch another's. */
const forgot = (email: string, remoteAddress = `203.0.113.${(addressCounter += 1)}`) =>
  ctx.app
    .inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress })
    .then((response) => ({ status: response.statusCode, body: response.json() }));

const login = (email: string, password: string) =>
  call<{ token?: string }>('POST', '/api/auth/login', undefined, { email, password });

const usedResetTokens = new Set<string>();
/** Asks for a reset link and reads its token from the new mail. */
async function resetTokenFor(user: TestUser): Promise<string> {
  expect(await forgot(user.user.email.toUpperCase())).toEqual(SENT);
  const mail = await ctx.mail.waitFor(
    user.user.email,
    (m) =>
      m.subject === 'Reset your Fairway password' && !usedResetTokens.has(tokenIn(m, RESET_LINK)),
  );
  const token = tokenIn(mail, RESET_LINK);
  usedResetTokens.add(token);
  return token;
}

describe('forgotten passwords', () => {
  it('answers 202 whatever the email, and mails a link only to an account', async () => {
    const owner = await registerUser(ctx.app);
    const token = await resetTokenFor(owner);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const mail = ctx.mail
      .to(owner.user.email)
      .find((m) => m.subject === 'Reset your Fairway password')!;
    expect(mail.text).toContain('1 hour');
    expect(mail.html).toContain(`${RESET_LINK}${token}`);

    const stranger = 'nobody-here@example.com';
    expect(await forgot(stranger)).toEqual(SENT);
    // The outbox is empty for the stranger: no mail is ever sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.mail.to(stranger)).toHaveLength(0);
  });

  it('resets the password with the link: a new session, every other one ended, email proven', async () => {
    const owner = await registerUser(ctx.app);
    const token = await resetTokenFor(owner);
    const reset = await call<{ token: string }>('POST', '/api/auth/reset-password', undefined, {
      token,
      password: 'brand-new-password',
    });
    expect(reset.status).toBe(200);
    expect(decodeJwt(reset.body.token).user_id).toBe(owner.user.id);
    expect((await call('GET', '/api/auth/me', owner.token)).status).toBe(401);
    const me = await call<{ emailVerified: boolean }>('GET', '/api/auth/me', reset.body.token);
    expect(me).toMatchObject({ status: 200, body: { emailVerified: true } });
    expect((await login(owner.user.email, owner.password)).status).toBe(401);
    expect((await login(owner.user.email, 'brand-new-password')).status).toBe(200);
    // The owner hears of it, whoever did it.
    await ctx.mail.waitFor(
      owner.user.email,
      (m) => m.subject === 'Your Fairway password was changed',
    );
    // Single use.
    expect(
      await call('POST', '/api/auth/reset-password', undefined, {
        token,
        password: 'another-one-1',
      }),
    ).toEqual({ status: 400, body: { error: ACCOUNT_LINK_INVALID } });
  });

  it("removes what an unproven account's registrant set up when the owner resets it", async () => {
    // Someone registered the owner's address first, with a passkey and their own payment handle.
    const squatter = await registerUser(ctx.app);
    const setUp = async (userId: number) => {
      await ctx.database.db.insert(passkeyCredentials).values({
        id: `cred-${userId}`,
        userId,
        publicKey: new Uint8Array([1]),
        deviceType: 'singleDevice',
        backedUp: false,
        name: 'Their laptop',
      });
      await ctx.database.db.insert(userPaymentInfo).values({ userId, venmoHandle: '@theirs' });
    };
    const remaining = async (userId: number) => [
      ...(await ctx.database.db
        .select({ id: passkeyCredentials.id })
        .from(passkeyCredentials)
        .where(eq(passkeyCredentials.userId, userId))),
      ...(await ctx.database.db
        .select({ id: userPaymentInfo.userId })
        .from(userPaymentInfo)
        .where(eq(userPaymentInfo.userId, userId))),
    ];
    await setUp(squatter.user.id);
    const token = await resetTokenFor(squatter);
    await call('POST', '/api/auth/reset-password', undefined, { token, password: 'owners-now-1' });
    expect(await remaining(squatter.user.id)).toEqual([]);

    // Once the email is proven, a later reset is the owner's own and keeps their passkey.
    await setUp(squatter.user.id);
    const again = await resetTokenFor(squatter);
    await call('POST', '/api/auth/reset-password', undefined, {
      token: again,
      password: 'owners-2nd-1',
    });
    expect(await remaining(squatter.user.id)).toHaveLength(2);
  });

  it('refuses an expired link, a superseded one, and a new password breaking the rules', async () => {
    const owner = await registerUser(ctx.app);
    const first = await resetTokenFor(owner);
    const second = await resetTokenFor(owner);
    expect(
      await call('POST', '/api/auth/reset-password', undefined, {
        token: first,
        password: 'long-enough-1',
      }),
    ).toEqual({ status: 400, body: { error: ACCOUNT_LINK_INVALID } });
    expect(
      await call('POST', '/api/auth/reset-password', undefined, {
        token: second,
        password: 'short',
      }),
    ).toEqual({ status: 400, body: { error: 'Password must be at least 8 characters' } });
    ctx.clock.advance(3_600_000 + 1_000);
    try {
      expect(
        await call('POST', '/api/auth/reset-password', undefined, {
          token: second,
          password: 'long-enough-1',
        }),
      ).toEqual({ status: 400, body: { error: ACCOUNT_LINK_INVALID } });
    } finally {
      ctx.clock.advance(-(3_600_000 + 1_000));
    }
    expect((await login(owner.user.email, owner.password)).status).toBe(200);
  });

  it('lifts the slow per-email sign-in lock once the owner resets the password', async () => {
    const owner = await registerUser(ctx.app);
    for (let i = 0; i < 50; i += 1)
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.user.email, password: `guess-${i}` },
        remoteAddress: `198.19.${i >> 4}.${i}`,
      });
    expect((await login(owner.user.email, owner.password)).status).toBe(429);
    const token = await resetTokenFor(owner);
    await call('POST', '/api/auth/reset-password', undefined, { token, password: 'fresh-pass-1' });
    expect((await login(owner.user.email, 'fresh-pass-1')).status).toBe(200);
  });

  it('limits requests per email and per address with 429', async () => {
    const owner = await registerUser(ctx.app);
    const perEmail: number[] = [];
    for (let i = 0; i < 4; i += 1) perEmail.push((await forgot(owner.user.email)).status);
    expect(perEmail).toEqual([202, 202, 202, 429]);
    const perAddress: number[] = [];
    for (let i = 0; i < 11; i += 1)
      perAddress.push((await forgot(`someone-${i}@example.com`, '198.51.100.77')).status);
    expect(perAddress.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password with the current one; other sessions end, this one continues', async () => {
    const owner = await registerUser(ctx.app);
    const otherDevice = (await login(owner.user.email, owner.password)).body.token!;
    const changed = await call<{ token: string }>(
      'POST',
      '/api/auth/change-password',
      owner.token,
      {
        currentPassword: owner.password,
        newPassword: 'changed-password-1',
      },
    );
    expect(changed.status).toBe(200);
    for (const old of [owner.token, otherDevice])
      expect((await call('GET', '/api/auth/me', old)).status).toBe(401);
    expect((await call('GET', '/api/auth/me', changed.body.token)).status).toBe(200);
    expect((await login(owner.user.email, 'changed-password-1')).status).toBe(200);
    await ctx.mail.waitFor(
      owner.user.email,
      (m) => m.subject === 'Your Fairway password was changed',
    );
  });

  it('makes a reset link asked for before the change useless', async () => {
    const owner = await registerUser(ctx.app);
    const link = await resetTokenFor(owner);
    await call('POST', '/api/auth/change-password', owner.token, {
      currentPassword: owner.password,
      newPassword: 'changed-password-1',
    });
    expect(
      await call('POST', '/api/auth/reset-password', undefined, {
        token: link,
        password: 'someone-elses-1',
      }),
    ).toEqual({ status: 400, body: { error: ACCOUNT_LINK_INVALID } });
  });

  it.each([
    [
      { currentPassword: 'not-my-password', newPassword: 'changed-password-1' },
      'Current password is incorrect',
    ],
    [{ currentPassword: '', newPassword: 'changed-password-1' }, 'Current password is required'],
    [{ newPassword: 'changed-password-1' }, 'Current password is required'],
    [{ currentPassword: 'x', newPassword: 'short' }, 'New password must be at least 8 characters'],
    [{ currentPassword: 'x' }, 'New password is required'],
  ])('refuses %j with 400 "%s" and changes nothing', async (payload, message) => {
    const owner = await registerUser(ctx.app);
    const body =
      'currentPassword' in payload && payload.currentPassword === 'x'
        ? { ...payload, currentPassword: owner.password }
        : payload;
    expect(await call('POST', '/api/auth/change-password', owner.token, body)).toEqual({
      status: 400,
      body: { error: message },
    });
    expect((await call('GET', '/api/auth/me', owner.token)).status).toBe(200);
    expect((await login(owner.user.email, owner.password)).status).toBe(200);
  });

  it('answers 401 without a session and 429 after five wrong current passwords', async () => {
    expect(
      (
        await call('POST', '/api/auth/change-password', undefined, {
          currentPassword: 'a',
          newPassword: 'b'.repeat(8),
        })
      ).status,
    ).toBe(401);
    const owner = await registerUser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await call('POST', '/api/auth/change-password', owner.token, {
            currentPassword: `wrong-${i}`,
            newPassword: 'changed-password-1',
          })
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
