import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { apiCaller, registerUser, useTestApp } from '../../../test/helpers';

/** MAIL=off: the server runs without email on purpose, and the features that need it say so. */
const ctx = useTestApp({ season: false, env: { MAIL: 'off' } });
const call = apiCaller(ctx);
const MAIL_OFF = 'Email is turned off on this server. Please contact support@fairway.local.';

describe('with MAIL=off', () => {
  it('tells the browser app, which then hides what needs mail', async () => {
    const config = await call<{ mail: boolean }>('GET', '/api/config');
    expect(config.body.mail).toBe(false);
  });

  it('registers without queueing mail, and answers 503 with a clear error where mail is needed', async () => {
    const person = await registerUser(ctx.app);
    expect(await ctx.database.db.select().from(mailOutbox)).toEqual([]);
    expect(
      await call('POST', '/api/auth/forgot-password', undefined, { email: person.user.email }),
    ).toEqual({ status: 503, body: { error: MAIL_OFF } });
    expect(await call('POST', '/api/auth/resend-verification', person.token)).toEqual({
      status: 503,
      body: { error: MAIL_OFF },
    });
  });
});

describe('POST /api/auth/forgot-password input', () => {
  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-address' }, 'Email address is invalid'],
    [{ email: 42 }, 'Email is required'],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    expect(await call('POST', '/api/auth/forgot-password', undefined, payload)).toEqual({
      status: 400,
      body: { error: message },
    });
  });
});
