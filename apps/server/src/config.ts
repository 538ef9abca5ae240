import type { TrustProxy } from './config-env';
import { EnvSchema } from './config-env';

// The rest of the server imports all of its configuration from here.
export { DATABASE_TIMEOUT_DEFAULTS, ESPN_URL_DEFAULTS } from './config-env';
export type { ConfigVariable, TrustProxy } from './config-env';

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  dataDir: string;
  /** Unset: embedded PGlite in dataDir. `memory://` keeps the embedded database in memory. */
  databaseUrl: string | undefined;
  databaseTimeouts: DatabaseTimeouts;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  admin: { email: string | undefined; password: string | undefined; name: string };
  golfData: 'simulator' | 'espn';
  /** ESPN's scoreboard (schedule) and leaderboard addresses, for GOLF_DATA=espn. */
  espn: { scoreboardUrl: string; leaderboardUrl: string };
  updateIntervalSeconds: number;
  demoSeed: boolean;
  /** SIM_SEED: one simulated season (and one set of forecast draws) per seed. */
  simSeed: string;
  forecastSimulations: number;
  publicUrl: string | undefined;
  /** Where people open the app: PUBLIC_URL, else http://localhost:PORT. Links in mail start here. */
  appUrl: string;
  supportEmail: string;
  /**
   * How mail leaves: over SMTP, printed to the log (development without SMTP_URL), or not at
   * all (MAIL=off; the screens that need mail say so).
   */
  mail: { mode: 'smtp' | 'log' | 'off'; smtpUrl: string | undefined; from: string };
  google: { clientId: string | undefined; clientSecret: string | undefined; issuer: string };
  /** Passkeys' relying party: always set, defaulting to the app's own address (see below). */
  webauthn: { rpId: string; origin: string };
  payments: 'fake' | 'stripe';
  stripe: {
    secretKey: string | undefined;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    apiUrl: string | undefined;
  };
  /** Error reporting; off unless a DSN is set. */
  sentry: { dsn: string | undefined; environment: string };
  /** Fastify's trustProxy: true, false, or addresses and ranges (comma-separated). */
  trustProxy: TrustProxy;
  redisUrl: string | undefined;
  /** STANDINGS_CACHE_MB in bytes. */
  standingsCacheBytes: number;
  /** Open event streams this instance holds at most; more are refused with 503. */
  eventStreamsMax: number;
  logLevel: string;
  testHooks: boolean;
};

export interface DatabaseTimeouts {
  /** Longest run of one statement (PostgreSQL's statement_timeout), in milliseconds. */
  statementMs: number;
  /** Longest wait for a connection, new or from the pool, in milliseconds. */
  connectMs: number;
}

export class ConfigError extends Error {}

/** Reads the environment into a typed config, or throws a ConfigError naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const config: Config = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
    },
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME },
    golfData: e.GOLF_DATA,
    espn: { scoreboardUrl: e.ESPN_SCOREBOARD_URL, leaderboardUrl: e.ESPN_LEADERBOARD_URL },
    updateIntervalSeconds: e.UPDATE_INTERVAL_S,
    demoSeed: e.DEMO_SEED === '1',
    simSeed: e.SIM_SEED,
    forecastSimulations: e.FORECAST_SIMULATIONS,
    publicUrl: e.PUBLIC_URL,
    appUrl: appUrl(e.PUBLIC_URL, e.PORT),
    supportEmail: e.SUPPORT_EMAIL,
    mail: {
      // MAIL=off wins: an operator who says no mail gets none, whatever else is set.
      mode:
        e.MAIL === 'off'
          ? 'off'
          : e.SMTP_URL
            ? 'smtp'
            : e.NODE_ENV === 'production'
              ? 'off'
              : 'log',
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Fairway <no-reply@${new URL(appUrl(e.PUBLIC_URL, e.PORT)).hostname}>`,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuer: e.GOOGLE_ISSUER,
    },
    webauthn: relyingParty(e.WEBAUTHN_RP_ID, e.WEBAUTHN_ORIGIN, e.PUBLIC_URL, e.PORT),
    payments: e.PAYMENTS,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    },
    sentry: { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV },
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    standingsCacheBytes: Math.round(e.STANDINGS_CACHE_MB * 1024 * 1024),
    eventStreamsMax: e.EVENT_STREAMS_MAX,
    logLevel: e.LOG_LEVEL,
    testHooks: e.TEST_HOOKS === '1',
  };
  refuseUnsafeProductionDefaults(config, e.MAIL);
  if (config.google.clientId && !config.google.clientSecret)
    throw new ConfigError(
      'Invalid configuration: GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID',
    );
  return config;
}

/**
 * Passkeys are bound to the site that made them. The origin defaults to PUBLIC_URL's, else
 * http://localhost:PORT (the server also serves the web app); the RP id defaults to the
 * origin's host. Browsers refuse an RP id that is not the origin's host or a parent domain of
 * it, so such a pair fails at start rather than at every sign-in.
 */
function relyingParty(
  rpId: string | undefined,
  origin: string | undefined,
  publicUrl: string | undefined,
  port: number,
): Config['webauthn'] {
  const resolvedOrigin = new URL(origin ?? publicUrl ?? `http://localhost:${port}`).origin;
  const host = new URL(resolvedOrigin).hostname;
  const resolvedRpId = (rpId ?? host).toLowerCase();
  if (host !== resolvedRpId && !host.endsWith(`.${resolvedRpId}`))
    throw new ConfigError(
      `Invalid configuration: WEBAUTHN_RP_ID: must be the host of ${resolvedOrigin} or a parent domain of it`,
    );
  return { rpId: resolvedRpId, origin: resolvedOrigin };
}

/** PUBLIC_URL without a trailing slash, else the server's own address on this machine. */
const appUrl = (publicUrl: string | undefined, port: number) =>
  (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');

function refuseUnsafeProductionDefaults(config: Config, mailSetting: 'on' | 'off'): void {
  if (config.env !== 'production') return;
  const problems: string[] = [];
  if (!config.mail.smtpUrl && mailSetting !== 'off')
    problems.push(
      'SMTP_URL: required in production to send account mail (email verification, password reset); set MAIL=off to run without email on purpose',
    );
  if (config.mail.mode === 'smtp' && !config.publicUrl)
    problems.push('PUBLIC_URL: required in production with SMTP_URL (links in mail start there)');
  if (config.payments === 'fake')
    problems.push('PAYMENTS: fake payments are refused in production; set PAYMENTS=stripe');
  if (config.payments === 'stripe' && !config.stripe.secretKey)
    problems.push('STRIPE_SECRET_KEY: required when PAYMENTS=stripe');
  if (config.payments === 'stripe' && !config.stripe.webhookSecret)
    problems.push(
      'STRIPE_WEBHOOK_SECRET: required when PAYMENTS=stripe (webhooks confirm payments)',
    );
  if (config.databaseUrl && !config.jwtSecret)
    problems.push(
      'JWT_SECRET: required in production with DATABASE_URL (every instance must share one key)',
    );
  if (config.testHooks) problems.push('TEST_HOOKS: test hooks are refused in production');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
