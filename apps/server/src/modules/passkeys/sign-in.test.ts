import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp, type TestUser } from '../../../test/helpers';
import { passkeyCeremonies } from './test/ceremony';
import type { SoftwareAuthenticator } from './test/software-authenticator';

const ctx = useTestApp({ season: false });
const {
  call,
  newAuthenticator,
  registerPasskey,
  authenticationOptions,
  verifyAuthentication,
  signIn,
  me,
  list,
} = passkeyCeremonies(ctx);

/** A new user with one registered passkey. */
async function userWithPasskey(): Promise<TestUser & { authenticator: SoftwareAuthenticator }> {
  const user = await registerUser(ctx.app);
  const { authenticator, result } = await registerPasskey(user);
  if (result.status !== 201) throw new Error(`registration failed: ${JSON.stringify(result)}`);
  return { ...user, authenticator };
}

const refused = (error = 'Authentication failed') => ({ status: 401, body: { error } });

describe('passkey sign-in', () => {
  it("signs in with the email's own passkey, answering the email login token", async () => {
    const user = await userWithPasskey();
    const { options, result } = await signIn(
      user.authenticator,
      ` ${user.user.email.toUpperCase()} `,
    );
    // No credentials listed, even for an account with passkeys: the device offers its own.
    expect(options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'preferred',
      allowCredentials: [],
    });
    expect(result.status).toBe(200);
    const claims = decodeJwt(result.body.token!);
    expect(claims.user_id).toBe(user.user.id);
    expect(claims.exp! - ctx.clock.now().getTime() / 1000).toBeCloseTo(7 * 86_400, -1);
    expect((await me(result.body.token!)).body).toMatchObject({ id: user.user.id });

    // The sign-in is recorded on the passkey.
    expect((await list(user)).body[0]?.lastUsedAt).toBe(ctx.clock.now().toISOString());
  });

  it('signs in with a discoverable passkey when no email is given', async () => {
    const user = await userWithPasskey();
    const { options, result } = await signIn(user.authenticator);
    expect(options.allowCredentials).toEqual([]);
    expect(result.status).toBe(200);
    expect((await me(result.body.token!)).body.id).toBe(user.user.id);
  });

  it('accepts plain base64 for the binary parts', async () => {
    const user = await userWithPasskey();
    const options = await authenticationOptions();
    const assertion = user.authenticator.getAssertion(options);
    const toBase64 = (value: string) => Buffer.from(value, 'base64url').toString('base64');
    const { status } = await verifyAuthentication({
      ...assertion,
      id: toBase64(assertion.id),
      rawId: toBase64(assertion.rawId),
      response: {
        authenticatorData: toBase64(assertion.response.authenticatorData),
        clientDataJSON: toBase64(assertion.response.clientDataJSON),
        signature: toBase64(assertion.response.signature),
        userHandle: toBase64(assertion.response.userHandle!),
      },
    });
    expect(status).toBe(200);
  });

  it('answers the same options for an email with passkeys, one without, and an unknown one', async () => {
    const withPasskey = await userWithPasskey();
    const withoutPasskeys = await registerUser(ctx.app);
    const answers = await Promise.all(
      [
        withPasskey.user.email,
        withoutPasskeys.user.email,
        'nobody-here@example.com',
        undefined,
      ].map((email) => authenticationOptions(email === undefined ? {} : { email })),
    );
    // Apart from the random challenge (always new, always the same length), one answer.
    const challenges = answers.map(({ challenge }) => challenge);
    expect(new Set(challenges).size).toBe(answers.length);
    expect(new Set(challenges.map((challenge) => challenge.length)).size).toBe(1);
    const withoutChallenge = answers.map(({ challenge: _challenge, ...rest }) => rest);
    for (const answer of withoutChallenge) expect(answer).toEqual(withoutChallenge[0]);
    expect(withoutChallenge[0]).toEqual({
      rpId: 'localhost',
      allowCredentials: [],
      timeout: 300_000,
      userVerification: 'preferred',
    });
  });

  it('refuses a replayed sign-in', async () => {
    const user = await userWithPasskey();
    const { assertion, result } = await signIn(user.authenticator);
    expect(result.status).toBe(200);
    expect(await verifyAuthentication(assertion)).toEqual(
      refused('Challenge expired or already used'),
    );
  });

  it('refuses a challenge answered after 5 minutes', async () => {
    const user = await userWithPasskey();
    const options = await authenticationOptions();
    ctx.clock.advance(5 * 60_000 + 1_000);
    expect(await verifyAuthentication(user.authenticator.getAssertion(options))).toEqual(
      refused('Challenge expired or already used'),
    );
  });

  it('refuses a challenge the server never issued', async () => {
    const user = await userWithPasskey();
    const assertion = user.authenticator.getAssertion({ challenge: 'bWFkZS11cC1jaGFsbGVuZ2U' });
    expect(await verifyAuthentication(assertion)).toEqual(
      refused('Challenge expired or already used'),
    );
  });

  it('refuses another origin or relying party, and the failed answer burns the challenge', async () => {
    const user = await userWithPasskey();
    for (const overrides of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const options = await authenticationOptions();
      const bad = user.authenticator.getAssertion(options, overrides);
      expect(await verifyAuthentication(bad)).toEqual(refused());
      const retry = user.authenticator.getAssertion(options);
      expect(await verifyAuthentication(retry)).toEqual(
        refused('Challenge expired or already used'),
      );
    }
  });

  it('refuses a bad signature', async () => {
    const user = await userWithPasskey();
    const options = await authenticationOptions();
    const assertion = user.authenticator.getAssertion(options);
    const other = newAuthenticator().getAssertion(options);
    const forged = {
      ...assertion,
      response: { ...assertion.response, signature: other.response.signature },
    };
    expect(await verifyAuthentication(forged)).toEqual(refused());
  });

  it('refuses a registration response offered as a sign-in', async () => {
    const user = await registerUser(ctx.app);
    const options = await authenticationOptions();
    const authenticator = newAuthenticator();
    await registerPasskey(user, authenticator);
    // A create() answer to the sign-in challenge: the right challenge, the wrong ceremony.
    const created = authenticator.createCredential({
      challenge: options.challenge,
      rp: { id: 'localhost' },
      user: { id: authenticator.userHandle! },
    });
    expect((await verifyAuthentication(created)).status).toBe(400);
  });

  it("refuses another user's passkey when the options were asked for an email", async () => {
    const [alice, bob] = [await userWithPasskey(), await userWithPasskey()];
    const options = await authenticationOptions({ email: alice.user.email });
    const bobsAnswer = bob.authenticator.getAssertion(options);
    expect(await verifyAuthentication(bobsAnswer)).toEqual(refused());
    // Bob's own email, or none, and his passkey signs him in; Alice's email, hers.
    expect((await signIn(bob.authenticator, bob.user.email)).result.status).toBe(200);
    expect((await signIn(bob.authenticator)).result.status).toBe(200);
    expect((await signIn(alice.authenticator, alice.user.email)).result.status).toBe(200);
    // An unknown email's challenge cannot be answered by anyone either.
    const unknown = await authenticationOptions({ email: 'ghost@example.com' });
    expect(await verifyAuthentication(bob.authenticator.getAssertion(unknown))).toEqual(refused());
  });

  it('refuses a user handle that is not the passkey owner’s', async () => {
    const [alice, bob] = [await userWithPasskey(), await userWithPasskey()];
    const options = await authenticationOptions();
    const assertion = alice.authenticator.getAssertion(options, {
      userHandle: bob.authenticator.userHandle!,
    });
    expect(await verifyAuthentication(assertion)).toEqual(refused());
  });

  it('refuses an unknown credential', async () => {
    const stranger = newAuthenticator();
    const options = await authenticationOptions();
    expect(await verifyAuthentication(stranger.getAssertion(options))).toEqual(refused());
  });

  it('refuses a removed passkey', async () => {
    const user = await userWithPasskey();
    const removed = await call('DELETE', '/api/auth/passkey/remove', user.token, {
      credentialId: user.authenticator.id,
    });
    expect(removed.status).toBe(200);
    expect((await signIn(user.authenticator)).result).toEqual(refused());
    expect((await signIn(user.authenticator, user.user.email)).result).toEqual(refused());
  });

  it('refuses a signature counter that goes backwards', async () => {
    const user = await userWithPasskey();
    expect((await signIn(user.authenticator, undefined, { signCount: 10 })).result.status).toBe(
      200,
    );
    expect((await signIn(user.authenticator, undefined, { signCount: 5 })).result).toEqual(
      refused(),
    );
    // The refused answer did not move the stored counter: the genuine authenticator goes on.
    expect((await signIn(user.authenticator, undefined, { signCount: 11 })).result.status).toBe(
      200,
    );
  });

  it('lets only one of two sign-ins racing with the same counter value through', async () => {
    const user = await userWithPasskey();
    const [first, second] = [await authenticationOptions(), await authenticationOptions()];
    const answers = [
      user.authenticator.getAssertion(first, { signCount: 7 }),
      user.authenticator.getAssertion(second, { signCount: 7 }),
    ];
    const results = await Promise.all(answers.map(verifyAuthentication));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('accepts authenticators that keep no counter (always 0)', async () => {
    const user = await userWithPasskey();
    for (let i = 0; i < 2; i += 1)
      expect((await signIn(user.authenticator, undefined, { signCount: 0 })).result.status).toBe(
        200,
      );
  });
});

describe('malformed sign-in bodies', () => {
  it('answers 400 with a message, never a 5xx', async () => {
    const user = await userWithPasskey();
    const good = user.authenticator.getAssertion(await authenticationOptions());
    const noChallenge = Buffer.from('{"type":"webauthn.get"}').toString('base64url');
    const cases: [object, string][] = [
      [{}, 'id is required'],
      [{ ...good, id: 42 }, 'id is required'],
      [{ ...good, rawId: 'has spaces in it' }, 'rawId must be base64url'],
      [{ ...good, response: 'x' }, 'response is required'],
      [
        { ...good, response: { ...good.response, signature: '' } },
        'response.signature is required',
      ],
      [{ ...good, type: 'public-key-ish' }, 'type must be "public-key"'],
      [
        { ...good, response: { ...good.response, clientDataJSON: noChallenge } },
        'response.clientDataJSON is not valid client data',
      ],
      [
        { ...good, response: { ...good.response, clientDataJSON: 'AAAA' } },
        'response.clientDataJSON is not valid client data',
      ],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await verifyAuthentication(payload);
      expect({ payload, status, body }).toEqual({ payload, status: 400, body: { error: message } });
    }
  });

  it('refuses garbage binary parts inside a real challenge with 401, not 5xx', async () => {
    const user = await userWithPasskey();
    for (const patch of [{ authenticatorData: 'AAAA' }, { signature: 'AAAA' }]) {
      const good = user.authenticator.getAssertion(await authenticationOptions());
      const { status } = await verifyAuthentication({
        ...good,
        response: { ...good.response, ...patch },
      });
      expect(status).toBe(401);
    }
  });

  it('answers 400 to options bodies that are not {email?}', async () => {
    for (const payload of [{ email: 42 }, { mail: 'a@example.com' }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/passkey/authenticate/options',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });

  it('limits sign-in challenges per IP with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/passkey/authenticate/options',
        payload: {},
        remoteAddress: '203.0.113.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
