import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives every setting a laptop default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      tokenTtlSeconds: 7 * 86_400,
      golfData: 'simulator',
      updateIntervalSeconds: 60,
      demoSeed: true,
      supportEmail: 'support@fairway.local',
      payments: 'fake',
      testHooks: false,
      databaseTimeouts: { statementMs: 5000, connectMs: 5000 },
      eventStreamsMax: 5000,
    });
  });

  it('reads the database timeouts and the cap on event streams', () => {
    const config = loadConfig({
      DB_STATEMENT_TIMEOUT_MS: '30000',
      DB_CONNECT_TIMEOUT_MS: '2000',
      EVENT_STREAMS_MAX: '800',
    });
    expect(config.databaseTimeouts).toEqual({ statementMs: 30_000, connectMs: 2000 });
    expect(config.eventStreamsMax).toBe(800);
  });

  it('trusts forwarding proxies on loopback and private networks unless told otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback,linklocal,uniquelocal');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.1.0.0/16' }).trustProxy).toBe('10.1.0.0/16');
  });

  it('reads durations and treats empty values as unset', () => {
    expect(loadConfig({ TOKEN_TTL: '12h' }).tokenTtlSeconds).toBe(43_200);
    expect(loadConfig({ TOKEN_TTL: '90' }).tokenTtlSeconds).toBe(90);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ TOKEN_TTL: 'forever' }, 'TOKEN_TTL'],
    [{ GOLF_DATA: 'pga' }, 'GOLF_DATA'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL'],
    [{ DB_STATEMENT_TIMEOUT_MS: '0' }, 'DB_STATEMENT_TIMEOUT_MS'],
    [{ DB_STATEMENT_TIMEOUT_MS: '5s' }, 'DB_STATEMENT_TIMEOUT_MS'],
    [{ DB_CONNECT_TIMEOUT_MS: '-1' }, 'DB_CONNECT_TIMEOUT_MS'],
    [{ EVENT_STREAMS_MAX: '0' }, 'EVENT_STREAMS_MAX'],
    [{ GOOGLE_CLIENT_ID: 'client-without-secret' }, 'GOOGLE_CLIENT_SECRET'],
    [{ SENTRY_DSN: 'https://not-a-key@o1.ingest.sentry.io/42' }, 'SENTRY_DSN'],
  ])('fails fast on %j, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable}:`));
  });

  it('accepts a Sentry DSN and names the environment after NODE_ENV unless told', () => {
    const dsn = 'https://0123abcd@o123.ingest.sentry.io/4567';
    expect(loadConfig({ SENTRY_DSN: dsn }).sentry).toEqual({ dsn, environment: 'development' });
    expect(loadConfig({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging' }).sentry.environment).toBe(
      'staging',
    );
  });

  it('refuses unsafe defaults in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENTS: fake payments are refused in production/,
    );
    const withPostgres = {
      NODE_ENV: 'production',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      DATABASE_URL: 'postgres://db/fairway',
    };
    expect(() =>
      loadConfig({ ...withPostgres, JWT_SECRET: 'x'.repeat(40), STRIPE_WEBHOOK_SECRET: '' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: required when PAYMENTS=stripe/);
    expect(() => loadConfig(withPostgres)).toThrow(/JWT_SECRET: required in production/);
    expect(() =>
      loadConfig({ ...withPostgres, JWT_SECRET: 'x'.repeat(40), TEST_HOOKS: '1' }),
    ).toThrow(/TEST_HOOKS/);
    expect(loadConfig({ ...withPostgres, JWT_SECRET: 'x'.repeat(40) }).env).toBe('production');
  });
});
