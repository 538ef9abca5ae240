import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';

describe('Google sign-in without a client id', () => {
  const context = useTestApp({ season: false });

  it('tells the web app it is off and sends a direct visit to a clear message', async () => {
    const config = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ googleSignIn: false });
    const start = await context.app.inject({ method: 'GET', url: '/api/auth/google?redirect=/' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/auth/error?message=google_not_configured');
    const callback = await context.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=x&state=y',
    });
    expect(callback.headers.location).toBe('/auth/error?message=google_not_configured');
  });
});

describe('Google sign-in while the provider is unreachable', () => {
  // Port 9 (discard) on loopback: nothing listens, so discovery fails at once.
  const context = useTestApp({
    season: false,
    env: {
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
    },
  });

  it('sends the browser to /auth/error?message=oauth_failed, and tries again next time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const start = await context.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/auth/error?message=oauth_failed');
      expect(start.headers['set-cookie']).toBeUndefined();
    }
  });
});
