import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LINK_INVALID } from '@fairway/contract';
import { accountTokens, mailOutbox } from '../../db/schema';
import { apiCaller, registerUser, TEST_PUBLIC_URL, useTestApp } from '../../../test/helpers';
import { linkIn, tokenIn } from '../../../test/mail-server';

const ctx = useTestApp({ season: false, mail: true });
const call = apiCaller(ctx);
const VERIFY_LINK = `${TEST_PUBLIC_URL}/verify-email?token=`;
const me = (token: string) =>
  call<{ emailVerified: boolean; hasPassword: boolean }>('GET', '/api/auth/me', token);

describe('email verification', () => {
  it('mails a verification link at registration, in text and HTML, built from PUBLIC_URL', async () => {
    const { token, user } = await registerUser(ctx.app, { name: 'Vera Fied' });
    expect((await me(token)).body).toMatchObject({ emailVerified: false, hasPassword: true });

    const mail = await ctx.mail.waitFor(user.email);
    expect(mail.subject).toBe('Confirm your email for Fairway');
    expect(mail.from).toBe(`no-reply@${new URL(TEST_PUBLIC_URL).hostname}`);
    // Nobody has proven the address yet: the registrant's words stay out (account-mail.test.ts).
    expect(mail.text).toMatch(/^Hi,\n/);
    expect(mail.text).not.toContain('Vera Fied');
    expect(mail.text).toContain(ctx.config.supportEmail);
    expect(mail.text).toContain('24 hours');
    const link = linkIn(mail, VERIFY_LINK);
    expect(link.origin + link.pathname).toBe(`${TEST_PUBLIC_URL}/verify-email`);
    expect(mail.html).toContain(`href="${link.toString().replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain('Fairway');

    // Only a hash of the token is kept; the sent mail's bodies are not.
    const raw = link.searchParams.get('token')!;
    const stored = await ctx.database.db
      .select({ tokenHash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(raw);
    await vi.waitFor(async () => {
      const rows = await ctx.database.db.select().from(mailOutbox);
      expect(rows.filter((row) => row.sentAt === null)).toEqual([]);
      expect(JSON.stringify(rows)).not.toContain(raw);
      expect(JSON.stringify(rows)).not.toContain(user.email);
    });

    expect(await call('POST', '/api/auth/verify-email', undefined, { token: raw })).toEqual({
      status: 200,
      body: { message: 'Your email is verified' },
    });
    expect((await me(token)).body.emailVerified).toBe(true);
    const profile = await call<{ emailVerified: boolean }>('GET', '/api/user/profile', token);
    expect(profile.body.emailVerified).toBe(true);
    // Single use.
    expect(await call('POST', '/api/auth/verify-email', undefined, { token: raw })).toEqual({
      status: 400,
      body: { error: ACCOUNT_LINK_INVALID },
    });
  });

  it('lets one of two requests racing with the same link win, and only one', async () => {
    const { user } = await registerUser(ctx.app);
    const raw = tokenIn(await ctx.mail.waitFor(user.email), VERIFY_LINK);
    const statuses = await Promise.all(
      [0, 1, 2].map(
        async () =>
          (await call('POST', '/api/auth/verify-email', undefined, { token: raw })).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 400, 400]);
  });

  it('refuses an expired, unknown, empty or missing token with 400 and changes nothing', async () => {
    const { token, user } = await registerUser(ctx.app);
    const raw = tokenIn(await ctx.mail.waitFor(user.email), VERIFY_LINK);
    ctx.clock.advance(24 * 3_600_000 + 1_000);
    try {
      expect(await call('POST', '/api/auth/verify-email', undefined, { token: raw })).toEqual({
        status: 400,
        body: { error: ACCOUNT_LINK_INVALID },
      });
    } finally {
      ctx.clock.advance(-(24 * 3_600_000 + 1_000));
    }
    for (const payload of [{ token: 'x'.repeat(43) }, { token: '' }, {}]) {
      const { status, body } = await call('POST', '/api/auth/verify-email', undefined, payload);
      expect(status).toBe(400);
      expect(body.error).toMatch(/invalid or has expired|token is missing/);
    }
    expect((await me(token)).body.emailVerified).toBe(false);
  });

  it('resends a link on request (the earlier one stops working), and not once verified', async () => {
    const { token, user } = await registerUser(ctx.app);
    const first = tokenIn(await ctx.mail.waitFor(user.email), VERIFY_LINK);
    expect(await call('POST', '/api/auth/resend-verification', token)).toEqual({
      status: 202,
      body: { message: 'We sent you a new verification email' },
    });
    const second = tokenIn(
      await ctx.mail.waitFor(user.email, (mail) => tokenIn(mail, VERIFY_LINK) !== first),
      VERIFY_LINK,
    );
    expect((await call('POST', '/api/auth/verify-email', undefined, { token: first })).status).toBe(
      400,
    );
    expect(
      (await call('POST', '/api/auth/verify-email', undefined, { token: second })).status,
    ).toBe(200);
    expect(await call('POST', '/api/auth/resend-verification', token)).toEqual({
      status: 409,
      body: { error: 'Your email is already verified' },
    });
    expect((await call('POST', '/api/auth/resend-verification')).status).toBe(401);
  });

  it('limits resends per account with 429', async () => {
    const { token } = await registerUser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await call('POST', '/api/auth/resend-verification', token)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
