import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { safeErrorMessage } from '../monitoring/redaction';

/** The last failure talking to the golf data provider. */
export interface GolfDataFailure {
  message: string;
  /** ISO 8601 UTC. */
  at: string;
  /** The tournament being updated, or null for a schedule sync. */
  tournamentId: number | null;
}

export interface GolfDataHealth {
  /** ISO 8601 UTC of the last schedule sync or leaderboard update that succeeded. */
  lastSuccessfulUpdate: string | null;
  lastError: GolfDataFailure | null;
  /** ISO 8601 UTC of the last successful schedule sync (the daily job runs when it is a day old). */
  lastScheduleSync: string | null;
}

const KEYS = {
  lastSuccess: 'golf_data_last_success',
  lastError: 'golf_data_last_error',
  lastScheduleSync: 'golf_data_schedule_synced_at',
} as const;

const MAX_MESSAGE = 500;

/**
 * A failure's message on one line, short enough for a log line and the admin page, and without
 * a failed query's parameters or any secret.
 */
export function failureMessage(error: unknown): string {
  const text = safeErrorMessage(error);
  const line = text.replace(/\s+/g, ' ').trim() || 'Unknown error';
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE - 3)}...` : line;
}

/**
 * The golf data feed's health, kept in app_settings so every instance (and the admin page
 * on any of them) sees what the leader last did.
 */
export class GolfDataStatusStore {
  constructor(private readonly db: Db) {}

  async recordSuccess(at: Date, kind: 'schedule' | 'leaderboard'): Promise<void> {
    await this.#put(KEYS.lastSuccess, at.toISOString());
    if (kind === 'schedule') await this.#put(KEYS.lastScheduleSync, at.toISOString());
  }

  async recordFailure(failure: GolfDataFailure): Promise<void> {
    await this.#put(KEYS.lastError, JSON.stringify(failure));
  }

  async read(): Promise<GolfDataHealth> {
    const rows = await this.db
      .select()
      .from(appSettings)
      .where(inArray(appSettings.key, Object.values(KEYS)));
    const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
    return {
      lastSuccessfulUpdate: value(KEYS.lastSuccess),
      lastError: parseFailure(value(KEYS.lastError)),
      lastScheduleSync: value(KEYS.lastScheduleSync),
    };
  }

  async #put(key: string, value: string): Promise<void> {
    await this.db
      .insert(appSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } });
  }
}

function parseFailure(raw: string | null): GolfDataFailure | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<GolfDataFailure>;
    if (typeof value.message !== 'string' || typeof value.at !== 'string') return null;
    return {
      message: value.message,
      at: value.at,
      tournamentId: typeof value.tournamentId === 'number' ? value.tournamentId : null,
    };
  } catch {
    return null;
  }
}
