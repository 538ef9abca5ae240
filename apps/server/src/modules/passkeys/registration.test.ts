import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../../test/helpers';
import { passkeyCeremonies } from './test/ceremony';

const ctx = useTestApp({ season: false });
const { call, newAuthenticator, registrationOptions, verifyRegistration, registerPasskey, list } =
  passkeyCeremonies(ctx);

const BASE64URL = /^[A-Za-z0-9_-]+$/;

describe('GET /api/auth/passkey/register/options', () => {
  it('answers creation options for the signed-in user, excluding the passkeys they have', async () => {
    const user = await registerUser(ctx.app, { name: 'Rory' });
    const options = await registrationOptions(user);
    expect(options.challenge).toMatch(BASE64URL);
    expect(options.user.id).toMatch(BASE64URL);
    expect(options).toMatchObject({
      rp: { name: 'Fairway', id: 'localhost' },
      user: { name: user.user.email, displayName: 'Rory' },
      // Discoverable only: sign-in never lists credentials.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
      attestation: 'none',
    });
    expect(options.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });

    const { authenticator } = await registerPasskey(user);
    const again = await registrationOptions(user);
    // The user handle stays the same, so an authenticator replaces its credential for the account.
    expect(again.user.id).toBe(options.user.id);
    expect(again.challenge).not.toBe(options.challenge);
    expect(again.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('gives every user their own user handle', async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    expect((await registrationOptions(a)).user.id).not.toBe((await registrationOptions(b)).user.id);
  });
});

describe('POST /api/auth/passkey/register/verify', () => {
  it('stores the passkey and answers it as listed', async () => {
    const user = await registerUser(ctx.app);
    const { authenticator, result } = await registerPasskey(user, newAuthenticator(), {
      name: '  Work laptop ',
    });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      verified: true,
      passkey: {
        credentialId: authenticator.id,
        name: 'Work laptop',
        createdAt: ctx.clock.now().toISOString(),
        lastUsedAt: null,
        deviceType: 'singleDevice',
        backedUp: false,
      },
    });
    expect((await list(user)).body).toEqual([result.body.passkey]);
  });

  it('records a synced passkey as multiDevice and backed up, with a default name', async () => {
    const user = await registerUser(ctx.app);
    const { result } = await registerPasskey(user, newAuthenticator({ synced: true }));
    expect(result.body.passkey).toMatchObject({
      name: 'Passkey',
      deviceType: 'multiDevice',
      backedUp: true,
    });
  });

  it('refuses an answer to a challenge that was never issued', async () => {
    const user = await registerUser(ctx.app);
    const options = await registrationOptions(user);
    const credential = newAuthenticator().createCredential(options, {
      challenge: 'bm90LWEtY2hhbGxlbmdlLXRoZS1zZXJ2ZXItaXNzdWVk',
    });
    const { status, body } = await verifyRegistration(user, credential);
    expect(status).toBe(400);
    expect(body.error).toBe('Challenge expired or already used');
  });

  it("refuses another user's challenge, and leaves it usable by that user", async () => {
    const [owner, intruder] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const options = await registrationOptions(owner);
    const stolen = newAuthenticator().createCredential(options);
    const refused = await verifyRegistration(intruder, stolen);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Challenge expired or already used');
    expect((await list(intruder)).body).toEqual([]);

    const mine = newAuthenticator().createCredential(options);
    expect((await verifyRegistration(owner, mine)).status).toBe(201);
  });

  it('refuses a replayed registration response', async () => {
    const user = await registerUser(ctx.app);
    const { credential, result } = await registerPasskey(user);
    expect(result.status).toBe(201);
    const replay = await verifyRegistration(user, credential);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('Challenge expired or already used');
  });

  it('refuses a challenge answered after 5 minutes', async () => {
    const user = await registerUser(ctx.app);
    const options = await registrationOptions(user);
    ctx.clock.advance(5 * 60_000 + 1_000);
    const { status, body } = await verifyRegistration(
      user,
      newAuthenticator().createCredential(options),
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Challenge expired or already used');
  });

  it('refuses a response made for another origin or relying party, burning the challenge', async () => {
    const user = await registerUser(ctx.app);
    for (const overrides of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const options = await registrationOptions(user);
      const authenticator = newAuthenticator();
      const { status, body } = await verifyRegistration(
        user,
        authenticator.createCredential(options, overrides),
      );
      expect(status).toBe(400);
      expect(body.error).toBe('Passkey registration failed');
      // Single use: even a failed answer spends the challenge.
      const retry = await verifyRegistration(user, authenticator.createCredential(options));
      expect(retry.body.error).toBe('Challenge expired or already used');
    }
    expect((await list(user)).body).toEqual([]);
  });

  it('refuses the same credential twice with 409', async () => {
    const user = await registerUser(ctx.app);
    const { authenticator } = await registerPasskey(user);
    const { result } = await registerPasskey(user, authenticator);
    expect(result.status).toBe(409);
    expect(result.body.error).toBe('This passkey is already registered');
  });
});

describe('GET /api/auth/passkey/list and DELETE /api/auth/passkey/remove', () => {
  it("lists only the caller's passkeys, oldest first", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const first = await registerPasskey(a, newAuthenticator(), { name: 'Phone' });
    ctx.clock.advance(1_000);
    const second = await registerPasskey(a, newAuthenticator(), { name: 'Laptop' });
    await registerPasskey(b, newAuthenticator(), { name: 'Not yours' });
    const { status, body } = await list(a);
    expect(status).toBe(200);
    expect(body.map((p) => [p.credentialId, p.name])).toEqual([
      [first.authenticator.id, 'Phone'],
      [second.authenticator.id, 'Laptop'],
    ]);
  });

  it("removes the caller's own passkey; another user's or an unknown one is 404", async () => {
    const [owner, other] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const { authenticator } = await registerPasskey(owner);
    const remove = (user: typeof owner, credentialId: string) =>
      call('DELETE', '/api/auth/passkey/remove', user.token, { credentialId });

    expect(await remove(other, authenticator.id)).toEqual({
      status: 404,
      body: { error: 'Passkey not found' },
    });
    expect(await remove(owner, 'bm8tc3VjaC1jcmVkZW50aWFs')).toEqual({
      status: 404,
      body: { error: 'Passkey not found' },
    });
    expect((await list(owner)).body).toHaveLength(1);

    expect(await remove(owner, authenticator.id)).toEqual({
      status: 200,
      body: { message: 'Passkey removed' },
    });
    expect((await list(owner)).body).toEqual([]);
  });
});

describe('without a token', () => {
  it.each([
    ['GET', '/api/auth/passkey/register/options'],
    ['POST', '/api/auth/passkey/register/verify'],
    ['GET', '/api/auth/passkey/list'],
    ['DELETE', '/api/auth/passkey/remove'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const { status, body } = await call(
      method,
      url,
      undefined,
      method === 'GET' ? undefined : { credentialId: 'x' },
    );
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Authentication required' });
  });
});

describe('malformed registration bodies', () => {
  it('answers 400 with a message, never a 5xx', async () => {
    const user = await registerUser(ctx.app);
    const options = await registrationOptions(user);
    const good = newAuthenticator().createCredential(options);
    const notJson = Buffer.from('not json').toString('base64url');
    const noChallenge = Buffer.from('{"type":"webauthn.create"}').toString('base64url');
    const cases: [object, string][] = [
      [{}, 'id is required'],
      [{ ...good, id: 'not base64!' }, 'id must be base64url'],
      [{ ...good, response: undefined }, 'response is required'],
      [{ ...good, response: { clientDataJSON: 'abc' } }, 'response.attestationObject is required'],
      [{ ...good, type: 'password' }, 'type must be "public-key"'],
      [{ ...good, name: 42 }, 'name must be a string'],
      [{ ...good, name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
      [
        { ...good, response: { ...good.response, clientDataJSON: notJson } },
        'response.clientDataJSON is not valid client data',
      ],
      [
        { ...good, response: { ...good.response, clientDataJSON: noChallenge } },
        'response.clientDataJSON is not valid client data',
      ],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await verifyRegistration(user, payload);
      expect({ payload, status, body }).toEqual({ payload, status: 400, body: { error: message } });
    }
    // Unknown transports are dropped rather than refused (browsers add new ones).
    const withTransports = {
      ...good,
      response: { ...good.response, transports: ['usb', 'quantum-link'] },
    };
    expect((await verifyRegistration(user, withTransports)).status).toBe(201);
  });

  it('answers 400 to an attestation object that is not CBOR', async () => {
    const user = await registerUser(ctx.app);
    const good = newAuthenticator().createCredential(await registrationOptions(user));
    const { status, body } = await verifyRegistration(user, {
      ...good,
      response: { ...good.response, attestationObject: 'AAAA' },
    });
    expect(status).toBe(400);
    expect(body.error).toBe('Passkey registration failed');
  });

  it('answers 400 to a remove without a credentialId', async () => {
    const user = await registerUser(ctx.app);
    for (const payload of [{}, { credentialId: '' }, { credentialId: 7 }]) {
      const { status, body } = await call(
        'DELETE',
        '/api/auth/passkey/remove',
        user.token,
        payload,
      );
      expect(status).toBe(400);
      expect(body.error).toBe('credentialId is required');
    }
  });
});
