import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('TokenService', () => {
  it('verifies its own tokens, and a remembered one still stops at its expiry', async () => {
    let now = new Date('2026-06-10T12:00:00Z');
    const tokens = new TokenService(SECRET, 60, () => now);
    const token = await tokens.issue(7, 3);
    const session = {
      userId: 7,
      sessionEpoch: 3,
      issuedAt: now.getTime() / 1000,
      expiresAt: now.getTime() / 1000 + 60,
    };
    expect(await tokens.verify(token)).toEqual(session);
    expect(await tokens.verify(token)).toEqual(session);
    now = new Date('2026-06-10T12:01:01Z');
    expect(await tokens.verify(token)).toBeNull();
  });

  it('reads a token from before session epochs as epoch 0', async () => {
    const now = () => new Date('2026-06-10T12:00:00Z');
    const tokens = new TokenService(SECRET, 60, now);
    const older = await new SignJWT({ user_id: 4 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(now().getTime() / 1000) + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(older)).toMatchObject({ userId: 4, sessionEpoch: 0 });
  });

  it('refuses forged, tampered and malformed tokens every time', async () => {
    const now = () => new Date('2026-06-10T12:00:00Z');
    const tokens = new TokenService(SECRET, 60, now);
    const forged = await new SignJWT({ user_id: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(now().getTime() / 1000) + 60)
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-too'));
    const valid = await tokens.issue(3, 0);
    const [header, , signature] = valid.split('.');
    const tampered = `${header}.${Buffer.from('{"user_id":1,"exp":9999999999}').toString('base64url')}.${signature}`;
    for (const token of [forged, tampered, 'not.a.token', '']) {
      expect(await tokens.verify(token)).toBeNull();
      expect(await tokens.verify(token)).toBeNull();
    }
    expect(await tokens.verify(valid)).toMatchObject({ userId: 3 });
  });
});
