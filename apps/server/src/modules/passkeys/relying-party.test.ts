import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('WEBAUTHN_RP_ID / WEBAUTHN_ORIGIN defaults', () => {
  it("default to the app's own address", () => {
    expect(loadConfig({}).webauthn).toEqual({ rpId: 'localhost', origin: 'http://localhost:3000' });
    expect(loadConfig({ PORT: '8080' }).webauthn.origin).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://Golf.Example.com/pools/' }).webauthn).toEqual({
      rpId: 'golf.example.com',
      origin: 'https://golf.example.com',
    });
  });

  it('take the RP id from the origin when only the origin is set', () => {
    expect(loadConfig({ WEBAUTHN_ORIGIN: 'http://localhost:5173' }).webauthn).toEqual({
      rpId: 'localhost',
      origin: 'http://localhost:5173',
    });
  });

  it('accept a parent domain as RP id, and refuse an RP id the origin cannot use', () => {
    expect(
      loadConfig({ WEBAUTHN_ORIGIN: 'https://www.golf.example', WEBAUTHN_RP_ID: 'golf.example' })
        .webauthn,
    ).toEqual({ rpId: 'golf.example', origin: 'https://www.golf.example' });
    for (const rpId of ['other.example', 'ww.golf.example', 'olf.example']) {
      const load = () =>
        loadConfig({ WEBAUTHN_ORIGIN: 'https://www.golf.example', WEBAUTHN_RP_ID: rpId });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/^Invalid configuration: WEBAUTHN_RP_ID:/);
    }
    expect(() => loadConfig({ WEBAUTHN_ORIGIN: 'not a url' })).toThrow(/WEBAUTHN_ORIGIN/);
  });
});
