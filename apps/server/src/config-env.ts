import { z } from 'zod';

/**
 * The environment variables the server reads and how each is checked, with its default;
 * config.ts turns them into the typed Config (and refuses unsafe combinations).
 */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** "3600", "90m", "12h", "7d" -> seconds. */
const duration = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/, 'expected seconds or a number with s, m, h or d (e.g. 7d)')
  .transform((value) => {
    const amount = Number.parseInt(value, 10);
    const unit = value.at(-1);
    const factor = unit === 'm' ? 60 : unit === 'h' ? 3600 : unit === 'd' ? 86_400 : 1;
    return amount * factor;
  });

/**
 * How long one SQL statement may run, and how long opening a connection may take, before the
 * request gives up with a 503: a frozen or overloaded database must not hold requests (and
 * the readiness check) for as long as it stays frozen (docs/operations.md).
 */
export const DATABASE_TIMEOUT_DEFAULTS = { statementMs: 5000, connectMs: 5000 } as const;

/**
 * Where GOLF_DATA=espn asks when ESPN_SCOREBOARD_URL / ESPN_LEADERBOARD_URL are unset: ESPN's
 * own public scoreboard (the season's schedule) and leaderboard. The ESPN client falls back to
 * them too, so a client built without addresses asks the same places.
 */
export const ESPN_URL_DEFAULTS = {
  scoreboardUrl: 'https://site.api.espn.com/apis/site/v2/sports/golf/pga/scoreboard',
  leaderboardUrl: 'https://site.web.api.espn.com/apis/site/v2/sports/golf/leaderboard?league=pga',
} as const;

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DATABASE_TIMEOUT_DEFAULTS.statementMs),
  DB_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(DATABASE_TIMEOUT_DEFAULTS.connectMs),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TOKEN_TTL: duration.default(7 * 86_400),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  ADMIN_NAME: z.string().trim().min(1).default('Administrator'),
  GOLF_DATA: z.enum(['simulator', 'espn']).default('simulator'),
  /**
   * Where GOLF_DATA=espn asks: ESPN's own addresses unless a proxy or a local stand-in is put
   * in front (the client adds `dates=YYYY` and `event={id}`, keeping other query parameters).
   */
  ESPN_SCOREBOARD_URL: z.url({ protocol: /^https?$/ }).default(ESPN_URL_DEFAULTS.scoreboardUrl),
  ESPN_LEADERBOARD_URL: z.url({ protocol: /^https?$/ }).default(ESPN_URL_DEFAULTS.leaderboardUrl),
  UPDATE_INTERVAL_S: z.coerce.number().int().min(1).max(86_400).default(60),
  DEMO_SEED: z.enum(['0', '1']).default('1'),
  /** Fixes the simulated season (names, odds, every hole) and the forecast's draws. */
  SIM_SEED: z.string().trim().min(1).max(100).default('fairway'),
  /** Finishes simulated per leaderboard update for the win probabilities. */
  FORECAST_SIMULATIONS: z.coerce.number().int().min(1_000).max(50_000).default(10_000),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  SUPPORT_EMAIL: z.email().default('support@fairway.local'),
  /** smtp://user:pass@host:port or smtps://...; unset outside production prints mail to the log. */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The From of every mail: an address, or "Name <address>". */
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .regex(/^([^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an email address')
      .optional(),
  ),
  /** `off` runs without email on purpose (production without SMTP_URL is refused otherwise). */
  MAIL: z.enum(['on', 'off']).default('on'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  WEBAUTHN_RP_ID: optionalString,
  WEBAUTHN_ORIGIN: optionalString.pipe(z.url().optional()),
  PAYMENTS: z.enum(['fake', 'stripe']).default('fake'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe SDK sends its calls; only changed to point the tests at a local stand-in. */
  STRIPE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Sentry's own DSN shape (key@host/project): anything else would silently report nothing.
  SENTRY_DSN: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\/\w+(:\w+)?@[\w.-]+(:\d+)?\/(.+\/)?\d+$/, 'must be a Sentry DSN')
      .optional(),
  ),
  /** The environment name on reported errors; defaults to NODE_ENV. */
  SENTRY_ENVIRONMENT: optionalString,
  // Whose X-Forwarded-For to believe (the client address behind per-IP rate limits): by default
  // proxies on loopback and private networks, never a client on the open internet.
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .default('loopback,linklocal,uniquelocal')
    .transform((value): TrustProxy =>
      value === 'true' || value === 'false' ? value === 'true' : value,
    ),
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /**
   * The memory for rendered standings bodies, in MiB (decimals allowed): past it the least
   * recently read are dropped. The default holds two tournaments read at once at the scale
   * docs/performance.md measures (one group of 5,000 entries, one of 200 and 200 of 50; the
   * size per tournament is in its "Figures that used to live in code comments").
   */
  STANDINGS_CACHE_MB: z.coerce
    .number({ error: 'must be a number of MiB' })
    .positive('must be a number of MiB above 0')
    .max(1024 * 1024, 'must be at most 1048576 MiB')
    .default(32),
  // Each open event stream holds a socket, that is a file descriptor: the default stays well
  // below common open-file limits, with room for the database, Redis and ordinary requests.
  EVENT_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Enables the test-only clock endpoint. Refused in production. */
  TEST_HOOKS: z.enum(['0', '1']).default('0'),
});

/** Every environment variable the server reads (GET /api/debug/env lists each one). */
export type ConfigVariable = keyof typeof EnvSchema.shape;

export type TrustProxy = boolean | string;
