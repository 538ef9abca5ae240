import type { Config } from '../config';
import type { Database } from '../db/client';
import type { GolfDataJobsOptions } from '../golf-data/jobs';
import type { GolfDataProvider } from '../golf-data/provider';
import type { Clock } from '../lib/clock';
import type { MailDeliveryOptions } from '../modules/mail';
import type { PaymentProvider } from '../payments';

/** What buildApp is given (app.ts): main.ts passes the real parts, tests their own. */
export interface AppOptions {
  config: Config;
  database: Database;
  golf: GolfDataProvider;
  clock?: Clock;
  /** The built web app's folder; null serves the API only. */
  webRoot?: string | null;
  /** The card payment provider; by default the one PAYMENTS names. */
  payments?: PaymentProvider;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Golf data job timings (tests shorten them); by default from the config. */
  jobs?: Partial<
    Pick<GolfDataJobsOptions, 'updateIntervalMs' | 'leaderCheckMs' | 'scheduleSyncMs'>
  >;
  /** Mail delivery timings (tests shorten the retries). */
  mailDelivery?: MailDeliveryOptions;
  /** How often event streams ping and check their session (tests shorten it). */
  streamHeartbeatMs?: number;
}
