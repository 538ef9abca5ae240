import { beforeAll, describe, expect, it } from 'vitest';
import type { DebugEnvResponse } from '@fairway/contract';
import { ADMIN, loginAs, useTestApp } from '../../../test/helpers';

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_never-shown-stripe-secret-key',
  STRIPE_WEBHOOK_SECRET: 'whsec_never-shown-webhook-secret',
  GOOGLE_CLIENT_SECRET: 'never-shown-google-client-secret',
  SENTRY_DSN: 'https://0ddba11feedface@sentry.example.com/42',
};

const ctx = useTestApp({
  env: { ...SECRETS, GOOGLE_CLIENT_ID: 'fairway.apps.example.com', UPDATE_INTERVAL_S: '45' },
});

let adminToken = '';
beforeAll(async () => {
  adminToken = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
});

describe('GET /api/debug/env', () => {
  it('lists every setting by name with non-secret values and secrets only as set / not set', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/debug/env',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    // No secret value appears anywhere in the answer.
    for (const value of [JWT_SECRET, ADMIN.password, ...Object.values(SECRETS)])
      expect(response.body).not.toContain(value);
    expect(response.body).not.toContain('never-shown');

    const { variables } = response.json<DebugEnvResponse>();
    const byName = new Map(variables.map((variable) => [variable.name, variable]));
    expect(byName.get('JWT_SECRET')).toEqual({ name: 'JWT_SECRET', value: 'set', secret: true });
    expect(byName.get('ADMIN_PASSWORD')).toMatchObject({ value: 'set', secret: true });
    for (const name of Object.keys(SECRETS))
      expect(byName.get(name)).toMatchObject({ value: 'set', secret: true });
    expect(byName.get('GOOGLE_CLIENT_ID')).toMatchObject({
      value: 'fairway.apps.example.com',
      secret: false,
    });
    expect(byName.get('UPDATE_INTERVAL_S')?.value).toBe('45');
    expect(byName.get('ADMIN_EMAIL')?.value).toBe(ADMIN.email);
    expect(byName.get('NODE_ENV')?.value).toBe('test');
    expect(byName.get('REDIS_URL')).toMatchObject({ value: null, credentials: 'not set' });
    expect(byName.has('DATABASE_URL')).toBe(true);
    expect(byName.has('TEST_HOOKS')).toBe(true);
  });
});
