import { describe, expect, it } from 'vitest';
import {
  apiCaller,
  registerUser,
  TEST_PUBLIC_URL,
  useTestApp,
  verifyEmailOf,
  type TestUser,
} from '../../../test/helpers';
import { tokenIn, type ReceivedMail } from '../../../test/mail-server';

/**
 * Anyone may register any address, so until its owner proves it the account's name is the
 * registrant's words. Account mail to such an address carries none of them: Fairway's own
 * words only, checked here in the mail the real SMTP server received.
 */
const ctx = useTestApp({ season: false, mail: true });
const call = apiCaller(ctx);

/** What a stranger might call an account registered with someone else's address. */
const LURE = 'there. SECURITY ALERT: your payout is on hold, claim it at payouts.example';
const LURE_WORDS = /security|payout/i;

const SUBJECTS = {
  verify: 'Confirm your email for Fairway',
  reset: 'Reset your Fairway password',
  changed: 'Your Fairway password was changed',
  deleted: 'Your Fairway account was deleted',
};

const mailTo = (player: TestUser, subject: string) =>
  ctx.mail.waitFor(player.user.email, (mail) => mail.subject === subject);
const greetingOf = (mail: ReceivedMail) => mail.text.split('\n')[0];

let resetRequests = 0;
async function askForReset(player: TestUser): Promise<ReceivedMail> {
  resetRequests += 1;
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: player.user.email },
    remoteAddress: `10.77.0.${resetRequests}`,
  });
  expect(asked.statusCode).toBe(202);
  return mailTo(player, SUBJECTS.reset);
}

async function deleteAccount(player: TestUser): Promise<ReceivedMail> {
  const deleted = await call('DELETE', '/api/user/account', player.token, {
    password: player.password,
  });
  expect(deleted.status).toBe(204);
  return mailTo(player, SUBJECTS.deleted);
}

/** Neither the greeting nor any other line of either part holds the registrant's words. */
function expectNoRegistrantWords(mail: ReceivedMail) {
  expect(greetingOf(mail)).toBe('Hi,');
  expect(mail.text).not.toMatch(LURE_WORDS);
  expect(mail.html).not.toMatch(LURE_WORDS);
}

describe('account mail to an address nobody has proven', () => {
  it('verification: greets without the name and names neither the account nor the address', async () => {
    // A "+" tag reaches the address's owner, so it could carry words too.
    const player = await registerUser(ctx.app, {
      name: LURE,
      email: `owner+security-alert-${Date.now()}@example.com`,
    });
    const mail = await mailTo(player, SUBJECTS.verify);
    expectNoRegistrantWords(mail);
    expect(mail.text).toContain('A Fairway account was just created with this email address.');
    // The resent link's mail is the same.
    expect((await call('POST', '/api/auth/resend-verification', player.token)).status).toBe(202);
    const resent = await ctx.mail.waitFor(
      player.user.email,
      (again) => again.subject === SUBJECTS.verify && again !== mail,
    );
    expectNoRegistrantWords(resent);
  });

  it('password reset: the link mail, and the password-changed mail once the link proves the address', async () => {
    const player = await registerUser(ctx.app, { name: LURE });
    const reset = await askForReset(player);
    expectNoRegistrantWords(reset);
    const used = await call('POST', '/api/auth/reset-password', undefined, {
      token: tokenIn(reset, `${TEST_PUBLIC_URL}/reset-password?token=`),
      password: 'a-brand-new-password',
    });
    expect(used.status).toBe(200);
    // Proven only by this reset: the name was still chosen while anyone could have.
    expectNoRegistrantWords(await mailTo(player, SUBJECTS.changed));
  });

  it('account deleted: greets without the name', async () => {
    const player = await registerUser(ctx.app, { name: LURE });
    expectNoRegistrantWords(await deleteAccount(player));
  });
});

describe('account mail to a proven address', () => {
  it('greets its owner by name: reset, password changed, account deleted', async () => {
    const player = await registerUser(ctx.app, { name: 'Pat Proven' });
    await verifyEmailOf(ctx, player);
    expect(greetingOf(await askForReset(player))).toBe('Hi Pat Proven,');
    const changed = await call<{ token: string }>(
      'POST',
      '/api/auth/change-password',
      player.token,
      {
        currentPassword: player.password,
        newPassword: 'another-new-password',
      },
    );
    expect(changed.status).toBe(200);
    expect(greetingOf(await mailTo(player, SUBJECTS.changed))).toBe('Hi Pat Proven,');
    const signedIn = {
      ...player,
      token: changed.body.token,
      password: 'another-new-password',
    };
    expect(greetingOf(await deleteAccount(signedIn))).toBe('Hi Pat Proven,');
  });
});
