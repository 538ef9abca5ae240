import { describe, expect, it } from 'vitest';
import { safeRedirectPath, SignInStateSealer } from './sign-in-state';

describe('safeRedirectPath', () => {
  it.each([
    ['/groups/3?tab=chat', '/groups/3?tab=chat'],
    ['/', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    // Browsers drop tabs and newlines in URLs, which would turn this into //evil.example.
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['groups', '/'],
    ['', '/'],
    [undefined, '/'],
    [['/a', '/b'], '/'],
    [`/${'a'.repeat(2001)}`, '/'],
  ])('%j -> %s', (value, expected) => expect(safeRedirectPath(value)).toBe(expected));
});

describe('SignInStateSealer', () => {
  const state = { state: 's', nonce: 'n', codeVerifier: 'v', redirect: '/groups' };

  it('opens what it sealed, and nothing sealed with another key or altered', async () => {
    const sealer = new SignInStateSealer('a-secret-that-is-long-enough-for-hs256-signing');
    const sealed = await sealer.seal(state);
    expect(await sealer.open(sealed)).toMatchObject(state);
    const other = new SignInStateSealer('another-secret-that-is-long-enough-for-hs256');
    expect(await other.open(sealed)).toBeNull();
    expect(await sealer.open(`${sealed.slice(0, -2)}xx`)).toBeNull();
    expect(await sealer.open(undefined)).toBeNull();
    expect(await sealer.open('not-a-jwt')).toBeNull();
  });
});
