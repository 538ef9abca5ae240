import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { describeConfig, urlWithoutCredentials } from './debug-env';

const secrets = {
  DATABASE_URL: 'postgres://fairway:db-password-xyz@db.internal:5432/fairway?sslmode=require',
  REDIS_URL: 'rediss://default:redis-password-xyz@cache.internal:6380/0',
  JWT_SECRET: 'jwt-secret-xyz-that-is-long-enough-to-be-accepted',
  ADMIN_PASSWORD: 'admin-password-xyz',
  STRIPE_SECRET_KEY: 'sk_live_stripe-xyz',
  STRIPE_WEBHOOK_SECRET: 'whsec_stripe-xyz',
  GOOGLE_CLIENT_SECRET: 'google-secret-xyz',
  SENTRY_DSN: 'https://5e9f2a0b7cdeadbeef@o1.ingest.sentry.io/7',
};

describe('describeConfig', () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENTS: 'stripe',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_public',
    MAIL: 'off',
    ...secrets,
  });
  const variables = describeConfig(config);
  const byName = new Map(variables.map((variable) => [variable.name, variable]));

  it('never shows a secret, a password or a credential', () => {
    const text = JSON.stringify(variables);
    expect(text).not.toMatch(/xyz/);
    expect(text).not.toContain('deadbeef');
    for (const name of [
      'JWT_SECRET',
      'ADMIN_PASSWORD',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'GOOGLE_CLIENT_SECRET',
      'SENTRY_DSN',
    ])
      expect(byName.get(name)).toEqual({ name, value: 'set', secret: true });
  });

  it('shows connection URLs without their credentials, saying whether they had some', () => {
    expect(byName.get('DATABASE_URL')).toEqual({
      name: 'DATABASE_URL',
      value: 'postgres://db.internal:5432/fairway',
      secret: false,
      credentials: 'set',
    });
    expect(byName.get('REDIS_URL')).toEqual({
      name: 'REDIS_URL',
      value: 'rediss://cache.internal:6380/0',
      secret: false,
      credentials: 'set',
    });
  });

  it('shows plain settings with the values in effect, defaults included', () => {
    expect(byName.get('NODE_ENV')?.value).toBe('production');
    expect(byName.get('PAYMENTS')?.value).toBe('stripe');
    expect(byName.get('STRIPE_PUBLISHABLE_KEY')?.value).toBe('pk_live_public');
    expect(byName.get('UPDATE_INTERVAL_S')?.value).toBe('60');
    expect(byName.get('TOKEN_TTL')?.value).toBe(String(7 * 86_400));
    expect(byName.get('DEMO_SEED')?.value).toBe('1');
    expect(byName.get('PUBLIC_URL')).toEqual({ name: 'PUBLIC_URL', value: null, secret: false });
  });

  it('shows the mail server without its password, and the mail mode in effect', () => {
    const mail = new Map(
      describeConfig(
        loadConfig({ SMTP_URL: 'smtps://fairway:smtp-password-xyz@mail.internal:465' }),
      ).map((v) => [v.name, v]),
    );
    expect(mail.get('SMTP_URL')).toEqual({
      name: 'SMTP_URL',
      value: 'smtps://mail.internal:465',
      secret: false,
      credentials: 'set',
    });
    expect(mail.get('MAIL')?.value).toBe('smtp');
    expect(byName.get('MAIL')?.value).toBe('off');
  });

  it('says "not set" for missing secrets', () => {
    const bare = new Map(describeConfig(loadConfig({})).map((v) => [v.name, v]));
    expect(bare.get('JWT_SECRET')?.value).toBe('not set');
    expect(bare.get('SENTRY_DSN')?.value).toBe('not set');
    expect(bare.get('DATABASE_URL')).toMatchObject({ value: null, credentials: 'not set' });
  });
});

describe('urlWithoutCredentials', () => {
  it('drops credentials given as query parameters', () => {
    expect(
      urlWithoutCredentials('postgres://db:5432/app?password=hunter2&sslmode=disable'),
    ).toEqual({ value: 'postgres://db:5432/app', secret: false, credentials: 'set' });
  });

  it('says "not set" when the URL carries no credentials', () => {
    expect(urlWithoutCredentials('redis://localhost:6379')).toEqual({
      value: 'redis://localhost:6379',
      secret: false,
      credentials: 'not set',
    });
  });

  it('treats an unparseable value as a secret', () => {
    expect(urlWithoutCredentials('not a url with a password')).toEqual({
      value: 'set',
      secret: true,
    });
  });
});
