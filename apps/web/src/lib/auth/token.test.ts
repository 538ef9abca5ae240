import { describe, expect, it } from 'vitest';
import { analyzeToken, decodeTokenPayload, isTokenUsable, isTokenUsableForLogin } from './token';

// Real JWT payloads are UTF-8 JSON, base64url-encoded.
const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const tokenWith = (payload: unknown) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
const now = new Date('2026-06-01T12:00:00Z');
const nowSeconds = now.getTime() / 1000;

describe('isTokenUsable', () => {
  it('refuses a missing, malformed or exp-less token', () => {
    expect(isTokenUsable(null, now)).toBe(false);
    expect(isTokenUsable('', now)).toBe(false);
    expect(isTokenUsable('not-a-jwt', now)).toBe(false);
    expect(isTokenUsable('a.!!!.c', now)).toBe(false);
    expect(isTokenUsable(tokenWith({ user_id: 2 }), now)).toBe(false);
    expect(isTokenUsable(tokenWith({ user_id: 2, exp: 'tomorrow' }), now)).toBe(false);
  });

  it('compares expiry in whole seconds', () => {
    expect(isTokenUsable(tokenWith({ exp: nowSeconds }), now)).toBe(true);
    expect(isTokenUsable(tokenWith({ exp: nowSeconds - 1 }), now)).toBe(false);
    expect(isTokenUsable(tokenWith({ exp: nowSeconds }), new Date(now.getTime() + 999))).toBe(true);
  });

  it('needs user_id to log in with a token', () => {
    expect(isTokenUsableForLogin(tokenWith({ exp: nowSeconds + 60 }), now)).toBe(false);
    expect(isTokenUsableForLogin(tokenWith({ exp: nowSeconds + 60, user_id: 7 }), now)).toBe(true);
  });

  it('reads only a compact JWT whose payload is a JSON object', () => {
    expect(decodeTokenPayload(tokenWith([1, 2]))).toBeNull();
    expect(decodeTokenPayload(`${tokenWith({ exp: 1 })}.extra.parts`)).toBeNull();
    expect(decodeTokenPayload('a..c')).toBeNull();
  });

  it('decodes base64url payloads with non-ASCII text', () => {
    expect(decodeTokenPayload(tokenWith({ name: 'Ludvig Åberg', exp: 1 }))).toEqual({
      name: 'Ludvig Åberg',
      exp: 1,
    });
  });
});

describe('analyzeToken', () => {
  it('names each failure', () => {
    expect(analyzeToken('garbage', now).message).toBe('Invalid token format');
    expect(analyzeToken(tokenWith({ user_id: 1 }), now).message).toBe(
      'Token has no expiration claim',
    );
    const expired = analyzeToken(tokenWith({ exp: nowSeconds - 3600 }), now);
    expect(expired.valid).toBe(false);
    expect(expired.message).toMatch(/^Token expired at /);
  });

  it('gives minutes when an hour or less remains, else hours and minutes', () => {
    expect(analyzeToken(tokenWith({ exp: nowSeconds + 45 * 60 }), now)).toMatchObject({
      valid: true,
      message: 'Token is valid',
      timeRemaining: '45 minutes',
    });
    expect(analyzeToken(tokenWith({ exp: nowSeconds + 60 * 60 }), now).timeRemaining).toBe(
      '60 minutes',
    );
    expect(
      analyzeToken(tokenWith({ exp: nowSeconds + 5 * 3600 + 12 * 60 }), now).timeRemaining,
    ).toBe('5 hours 12 minutes');
    expect(analyzeToken(tokenWith({ exp: nowSeconds + 7 * 86400 }), now).expiresAt).toEqual(
      new Date((nowSeconds + 7 * 86400) * 1000),
    );
  });
});
