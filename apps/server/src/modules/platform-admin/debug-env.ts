import type { DebugEnvVariable } from '@fairway/contract';
import type { Config, ConfigVariable } from '../../config';

type Described = Omit<DebugEnvVariable, 'name'>;

const plain = (value: string | number | boolean | undefined): Described => ({
  value: value === undefined ? null : String(value),
  secret: false,
});

/** A secret never leaves the server: only whether it is set. */
const secret = (value: string | undefined): Described => ({
  value: value ? 'set' : 'not set',
  secret: true,
});

const flag = (value: boolean): Described => plain(value ? '1' : '0');

const CREDENTIAL_PARAM = /pass|secret|token|key|auth|cert/i;

/**
 * A connection URL without what could authenticate: user, password, query string and
 * fragment are dropped; `credentials` tells whether any were there. An unparseable URL is
 * treated as a secret.
 */
export function urlWithoutCredentials(value: string | undefined): Described {
  if (!value) return { value: null, secret: false, credentials: 'not set' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return secret(value);
  }
  const hasCredentials =
    url.username !== '' ||
    url.password !== '' ||
    [...url.searchParams.keys()].some((key) => CREDENTIAL_PARAM.test(key));
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return { value: url.toString(), secret: false, credentials: hasCredentials ? 'set' : 'not set' };
}

/**
 * How each variable is shown. Typed against every variable config.ts reads, so a new one
 * cannot be added without deciding here whether it is a secret.
 */
const describers = {
  NODE_ENV: (c) => plain(c.env),
  HOST: (c) => plain(c.host),
  PORT: (c) => plain(c.port),
  DATA_DIR: (c) => plain(c.dataDir),
  DATABASE_URL: (c) => urlWithoutCredentials(c.databaseUrl),
  DB_STATEMENT_TIMEOUT_MS: (c) => plain(c.databaseTimeouts.statementMs),
  DB_CONNECT_TIMEOUT_MS: (c) => plain(c.databaseTimeouts.connectMs),
  JWT_SECRET: (c) => secret(c.jwtSecret),
  TOKEN_TTL: (c) => plain(c.tokenTtlSeconds),
  ADMIN_EMAIL: (c) => plain(c.admin.email),
  ADMIN_PASSWORD: (c) => secret(c.admin.password),
  ADMIN_NAME: (c) => plain(c.admin.name),
  GOLF_DATA: (c) => plain(c.golfData),
  ESPN_SCOREBOARD_URL: (c) => urlWithoutCredentials(c.espn.scoreboardUrl),
  ESPN_LEADERBOARD_URL: (c) => urlWithoutCredentials(c.espn.leaderboardUrl),
  UPDATE_INTERVAL_S: (c) => plain(c.updateIntervalSeconds),
  DEMO_SEED: (c) => flag(c.demoSeed),
  SIM_SEED: (c) => plain(c.simSeed),
  FORECAST_SIMULATIONS: (c) => plain(c.forecastSimulations),
  PUBLIC_URL: (c) => plain(c.publicUrl),
  SUPPORT_EMAIL: (c) => plain(c.supportEmail),
  SMTP_URL: (c) => urlWithoutCredentials(c.mail.smtpUrl),
  MAIL_FROM: (c) => plain(c.mail.from),
  // The mode in effect (smtp, log or off), more telling than the on/off switch.
  MAIL: (c) => plain(c.mail.mode),
  GOOGLE_CLIENT_ID: (c) => plain(c.google.clientId),
  GOOGLE_CLIENT_SECRET: (c) => secret(c.google.clientSecret),
  GOOGLE_ISSUER: (c) => plain(c.google.issuer),
  WEBAUTHN_RP_ID: (c) => plain(c.webauthn.rpId),
  WEBAUTHN_ORIGIN: (c) => plain(c.webauthn.origin),
  PAYMENTS: (c) => plain(c.payments),
  STRIPE_SECRET_KEY: (c) => secret(c.stripe.secretKey),
  STRIPE_PUBLISHABLE_KEY: (c) => plain(c.stripe.publishableKey),
  STRIPE_WEBHOOK_SECRET: (c) => secret(c.stripe.webhookSecret),
  STRIPE_API_URL: (c) => urlWithoutCredentials(c.stripe.apiUrl),
  SENTRY_DSN: (c) => secret(c.sentry.dsn),
  SENTRY_ENVIRONMENT: (c) => plain(c.sentry.environment),
  TRUST_PROXY: (c) => plain(String(c.trustProxy)),
  REDIS_URL: (c) => urlWithoutCredentials(c.redisUrl),
  STANDINGS_CACHE_MB: (c) => plain(c.standingsCacheBytes / (1024 * 1024)),
  EVENT_STREAMS_MAX: (c) => plain(c.eventStreamsMax),
  LOG_LEVEL: (c) => plain(c.logLevel),
  TEST_HOOKS: (c) => flag(c.testHooks),
} satisfies Record<ConfigVariable, (config: Config) => Described>;

/** The configuration in effect, by environment variable name, with every secret masked. */
export function describeConfig(config: Config): DebugEnvVariable[] {
  return Object.entries(describers).map(([name, describe]) => ({ name, ...describe(config) }));
}
