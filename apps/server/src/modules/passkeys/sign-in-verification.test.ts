import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../../test/helpers';
import { passkeySignIns, refused } from './test/sign-in';

const ctx = useTestApp({ season: false });
const {
  call,
  newAuthenticator,
  registerPasskey,
  authenticationOptions,
  verifyAuthentication,
  signIn,
  userWithPasskey,
} = passkeySignIns(ctx);

describe('passkey sign-in', () => {
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
