import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { passkeySignIns } from './test/sign-in';

const ctx = useTestApp({ season: false });
const { authenticationOptions, verifyAuthentication, userWithPasskey } = passkeySignIns(ctx);

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
