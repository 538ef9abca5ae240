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
      espn: {
        scoreboardUrl: 'https://site.api.espn.com/apis/site/v2/sports/golf/pga/scoreboard',
        leaderboardUrl:
          'https://site.web.api.espn.com/apis/site/v2/sports/golf/leaderboard?league=pga',
      },
      updateIntervalSeconds: 60,
      demoSeed: true,
      simSeed: 'fairway',
      forecastSimulations: 10_000,
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

  it('gives standings bodies 32 MiB of memory unless told otherwise', () => {
    expect(loadConfig({}).standingsCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ STANDINGS_CACHE_MB: '128' }).standingsCacheBytes).toBe(128 * 1024 * 1024);
    expect(loadConfig({ STANDINGS_CACHE_MB: '0.5' }).standingsCacheBytes).toBe(512 * 1024);
  });

  it('points GOLF_DATA=espn at another scoreboard and leaderboard when told (a proxy or a stand-in)', () => {
    const { espn } = loadConfig({
      GOLF_DATA: 'espn',
      ESPN_SCOREBOARD_URL: 'http://127.0.0.1:8080/golf/pga/scoreboard',
      ESPN_LEADERBOARD_URL: 'http://127.0.0.1:8080/golf/leaderboard?league=pga',
    });
    expect(espn).toEqual({
      scoreboardUrl: 'http://127.0.0.1:8080/golf/pga/scoreboard',
      leaderboardUrl: 'http://127.0.0.1:8080/golf/leaderboard?league=pga',
    });
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
    [{ ESPN_SCOREBOARD_URL: 'site.api.espn.com/scoreboard' }, 'ESPN_SCOREBOARD_URL'],
    [{ ESPN_LEADERBOARD_URL: 'ftp://127.0.0.1/leaderboard' }, 'ESPN_LEADERBOARD_URL'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL'],
    [{ STANDINGS_CACHE_MB: '0' }, 'STANDINGS_CACHE_MB'],
    [{ STANDINGS_CACHE_MB: 'lots' }, 'STANDINGS_CACHE_MB'],
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
      SMTP_URL: 'smtps://fairway:secret@mail.example.com:465',
      PUBLIC_URL: 'https://pool.example.com',
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

  describe('mail', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };

    it('prints mail to the log outside production when SMTP_URL is unset', () => {
      const { mail, appUrl } = loadConfig({ PORT: '3100' });
      expect(mail).toEqual({
        mode: 'log',
        smtpUrl: undefined,
        from: 'Fairway <no-reply@localhost>',
      });
      expect(appUrl).toBe('http://localhost:3100');
    });

    it('sends over SMTP with SMTP_URL, from MAIL_FROM, with links from PUBLIC_URL', () => {
      const config = loadConfig({
        SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
        MAIL_FROM: 'Fairway Pools <pools@example.com>',
        PUBLIC_URL: 'https://pool.example.com/',
      });
      expect(config.mail.mode).toBe('smtp');
      expect(config.mail.from).toBe('Fairway Pools <pools@example.com>');
      expect(config.appUrl).toBe('https://pool.example.com');
    });

    it('refuses a production start without SMTP_URL unless MAIL=off says so on purpose', () => {
      expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production/);
      expect(loadConfig({ ...production, MAIL: 'off' }).mail.mode).toBe('off');
      // Said on purpose, it wins over a mail server that is also set.
      expect(loadConfig({ MAIL: 'off', SMTP_URL: 'smtp://mail.example.com:587' }).mail.mode).toBe(
        'off',
      );
      expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(
        /PUBLIC_URL: required in production with SMTP_URL/,
      );
    });

    it.each([
      ['SMTP_URL', 'http://mail.example.com'],
      ['MAIL_FROM', 'not an address'],
      ['MAIL', 'maybe'],
    ])('refuses %s=%s, naming the variable', (name, value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(
        new RegExp(`^Invalid configuration: ${name}`),
      );
    });
  });
});
