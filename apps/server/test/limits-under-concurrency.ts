import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect, it as vitestIt } from 'vitest';
import { passwordWork } from '../src/security/passwords';
import { bearer, createGroup, registerUser, type TestContext } from './helpers';

/**
 * The limits that guard a secret or a guessable code, each sent a burst of 100 wrong attempts
 * at once: no more than the limit may reach the check (an answer other than 429 means the
 * attempt was checked). Shared by the in-memory and the Redis store's test files.
 */
export function limitsHoldUnderBursts(
  context: () => TestContext,
  /** Why the store cannot be tested here (Redis unreachable), or undefined. */
  skipReason: () => string | undefined = () => undefined,
): void {
  const it = (name: string, test: () => Promise<void>) =>
    vitestIt(name, async ({ skip }) => {
      const reason = skipReason();
      if (reason !== undefined) skip(reason);
      await test();
    });
  const BURST = 100;
  // Fresh keys each run: Redis keeps counters between test runs.
  const run = randomBytes(4).toString('hex');
  let addresses = 0;
  const address = () => {
    addresses += 1;
    return `10.${parseInt(run.slice(0, 2), 16)}.${Math.floor(addresses / 250)}.${addresses % 250}`;
  };
  const burst = (app: FastifyInstance, send: (n: number) => InjectOptions) =>
    Promise.all(Array.from({ length: BURST }, (_, n) => app.inject(send(n)))).then((answers) =>
      answers.map((answer) => answer.statusCode),
    );
  /**
   * The attempts that got to the check: every answer but "too many" (429) and "busy, try again"
   * (503: the password pool was full, the attempt was not checked and did not count).
   */
  const checked = (statuses: number[]) => {
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    return statuses.filter((status) => status !== 429 && status !== 503);
  };

  it('sign-in: 5 per email and address, the right password in the burst included', async () => {
    const { app } = context();
    const person = await registerUser(app, { email: `burst-${run}@example.com` });
    const from = address();
    const statuses = await burst(app, (n) => ({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from,
      payload: {
        email: person.user.email,
        password: n === BURST - 1 ? person.password : `wrong-${n}`,
      },
    }));
    expect(checked(statuses).length).toBeLessThanOrEqual(5);
  });

  it('sign-in: 30 per address across emails', async () => {
    const { app } = context();
    const from = address();
    const statuses = await burst(app, (n) => ({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: from,
      payload: { email: `nobody-${run}-${n}@example.com`, password: 'wrong-password' },
    }));
    expect(checked(statuses).length).toBeLessThanOrEqual(30);
  });

  it('sign-in: 50 a day per email from anywhere', async () => {
    const { app } = context();
    const person = await registerUser(app, { email: `botnet-${run}@example.com` });
    const statuses = await burst(app, (n) => ({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address(),
      payload: { email: person.user.email, password: `wrong-${n}` },
    }));
    expect(checked(statuses).length).toBeLessThanOrEqual(50);
    expect(checked(statuses).length).toBeGreaterThan(0);
  });

  it('the current password on change-password and on account deletion: 5 per account', async () => {
    const { app } = context();
    const person = await registerUser(app);
    const changes = await burst(app, (n) => ({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(person.token),
      payload: {
        currentPassword: n === BURST - 1 ? person.password : `wrong-${n}`,
        newPassword: 'a-brand-new-password',
      },
    }));
    expect(checked(changes).length).toBeLessThanOrEqual(5);

    const other = await registerUser(app);
    const deletions = await burst(app, (n) => ({
      method: 'DELETE',
      url: '/api/user/account',
      headers: bearer(other.token),
      payload: { password: `wrong-${n}` },
    }));
    expect(checked(deletions).length).toBeLessThanOrEqual(5);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('invite codes: 30 look-ups per address, 10 failed joins per account', async () => {
    const { app } = context();
    const from = address();
    const previews = await burst(app, (n) => ({
      method: 'GET',
      url: `/api/pool-groups/invite/NOPE${String(n).padStart(4, '0')}`,
      remoteAddress: from,
    }));
    expect(checked(previews).length).toBeLessThanOrEqual(30);

    const guesser = await registerUser(app);
    const joins = await burst(app, (n) => ({
      method: 'POST',
      url: `/api/pool-groups/join/WRONG${String(n).padStart(3, '0')}`,
      headers: bearer(guesser.token),
      remoteAddress: address(),
    }));
    expect(checked(joins).length).toBeLessThanOrEqual(10);
    // A right code is not held against anyone: its point comes back.
    const owner = await registerUser(app);
    const group = await createGroup(app, owner);
    const member = await registerUser(app);
    const at = address();
    for (let i = 0; i < 35; i += 1) {
      const joined = await app.inject({
        method: 'POST',
        url: `/api/pool-groups/join/${group.inviteCode}`,
        headers: bearer(member.token),
        remoteAddress: at,
      });
      expect(joined.statusCode).toBe(200);
    }
  });

  it('reset and verification links: 20 per address, and a junk reset link costs no hash', async () => {
    const { app } = context();
    const from = address();
    const hashesBefore = passwordWork.done;
    const resets = await burst(app, (n) => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: from,
      payload: { token: `junk-token-${run}-${n}`, password: 'a-brand-new-password' },
    }));
    expect(checked(resets).length).toBeLessThanOrEqual(20);
    expect(passwordWork.done).toBe(hashesBefore);

    const verifications = await burst(app, (n) => ({
      method: 'POST',
      url: '/api/auth/verify-email',
      remoteAddress: from,
      payload: { token: `junk-token-${run}-${n}` },
    }));
    expect(checked(verifications).length).toBeLessThanOrEqual(20);
  });

  it('passkey sign-in: 60 challenges per address, each answered once', async () => {
    const { app } = context();
    const from = address();
    const options = await burst(app, () => ({
      method: 'POST',
      url: '/api/auth/passkey/authenticate/options',
      remoteAddress: from,
      payload: {},
    }));
    expect(checked(options).length).toBeLessThanOrEqual(60);
    expect(checked(options).length).toBeGreaterThan(0);
  });
}
