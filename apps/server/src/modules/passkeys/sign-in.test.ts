import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../../test/helpers';
import { passkeySignIns } from './test/sign-in';

const ctx = useTestApp({ season: false });
const { authenticationOptions, verifyAuthentication, signIn, me, list, userWithPasskey } =
  passkeySignIns(ctx);

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
});
