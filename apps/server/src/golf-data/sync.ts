import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { LiveWrites } from '../modules/live';
import {
  findTournament,
  findTournamentByExternalId,
  storeLeaderboard,
  storeScheduleItem,
  tournamentsDueForUpdate,
  type RosterReport,
} from '../modules/tournaments';
import type { TournamentStatus } from '@fairway/contract';
import type { GolfDataProvider, ProviderField } from './provider';

/**
 * Copies what a provider knows into the database: the schedule, each field with odds, and
 * leaderboards. Everything the API serves is read from the database, never from the provider.
 * The tournaments area owns those tables and stores what the feed gives (modules/tournaments,
 * feed/): a schedule item with its field (tournament-store.ts), and a leaderboard
 * (leaderboard-store.ts) in a unit of work of the live read model (modules/live), which records
 * the change when something changed: live moves the version, and every area that follows
 * leaderboards hears it through its own handler.
 */

/** What one leaderboard pull did. */
export interface LeaderboardRefresh {
  /** The tournament's leaderboard version after the pull. */
  version: number;
  status: TournamentStatus;
  /** The status before the pull (differs from `status` on a transition). */
  previousStatus: TournamentStatus;
  /** False when nothing was fetched or written (the results were already frozen). */
  stored: boolean;
  /**
   * A new leaderboard version was written: false when the provider's answer was what is stored
   * already (then nothing is written and nobody is told).
   */
  changed: boolean;
  /** The results are final and frozen from now on. */
  finalized: boolean;
}

export class GolfDataSync {
  constructor(
    private readonly db: Db,
    private readonly live: LiveWrites,
    private readonly provider: GolfDataProvider,
    private readonly clock: Clock,
    /** Where names the roster match could not decide are reported. */
    private readonly log?: { warn(details: object, message: string): void },
  ) {}

  #reportRoster(report: RosterReport, tournament: string): void {
    if (report.ambiguous.length === 0) return;
    this.log?.warn(
      { tournament, names: report.ambiguous },
      `golf data: ${report.ambiguous.length} golfer name(s) fit several golfers entered by name; added as new golfers`,
    );
  }

  /**
   * Upserts the schedule and every field; returns the local ids by external id. A tournament
   * whose final results are frozen is left exactly as it is. Fails only when the schedule
   * itself cannot be read.
   */
  async syncSchedule(year?: number): Promise<Map<string, number>> {
    const schedule = await this.provider.listTournaments(year);
    const ids = new Map<string, number>();
    for (const item of schedule) {
      const existing = await findTournamentByExternalId(this.db, item.externalId);
      if (existing?.finalizedAt) {
        ids.set(item.externalId, existing.id);
        continue;
      }
      // One event whose field cannot be read does not stop the schedule: its tournament is
      // still listed, and the next sync (or the live update) fills the field in.
      const field = await this.provider
        .getField(item.externalId)
        .catch((error: unknown): ProviderField => {
          this.log?.warn(
            {
              tournament: item.name,
              error: error instanceof Error ? error.message : String(error),
            },
            `golf data: the field of ${item.name} could not be read; the tournament is synced without it`,
          );
          return { golfers: [], firstTeeTime: null, par: null, location: null };
        });
      const id = await this.db.transaction((tx) =>
        storeScheduleItem(tx, item, field, (report) => this.#reportRoster(report, item.name)),
      );
      ids.set(item.externalId, id);
    }
    return ids;
  }

  /**
   * Pulls one tournament's leaderboard and stores it (a new version when it changed); returns
   * the version. See pullLeaderboard.
   */
  async refreshLeaderboard(tournamentId: number): Promise<number> {
    return (await this.pullLeaderboard(tournamentId)).version;
  }

  /**
   * Pulls one tournament's leaderboard and stores it as a new leaderboard version when it
   * changed (modules/tournaments/feed/leaderboard-store.ts). A tournament whose final results
   * are frozen is not asked for again: nothing is fetched or written and its current version is
   * returned. Throws when the tournament is unknown, has no provider id, or the provider fails.
   */
  async pullLeaderboard(tournamentId: number): Promise<LeaderboardRefresh> {
    const row = await findTournament(this.db, tournamentId);
    if (!row) throw new Error(`Tournament ${tournamentId} not found`);
    const unchanged: LeaderboardRefresh = {
      version: row.leaderboardVersion,
      status: row.status,
      previousStatus: row.status,
      stored: false,
      changed: false,
      finalized: true,
    };
    if (row.finalizedAt) return unchanged;
    if (!row.externalId) throw new Error(`Tournament ${tournamentId} has no provider id`);
    const board = await this.provider.getLeaderboard(row.externalId);
    const now = this.clock.now();
    const stored = await this.live.write((tx, changed) =>
      storeLeaderboard(
        tx,
        tournamentId,
        board,
        now,
        (report) => this.#reportRoster(report, row.name),
        changed,
      ),
    );
    if (!stored) return unchanged;
    const version = stored.changed
      ? (await findTournament(this.db, tournamentId))!.leaderboardVersion
      : row.leaderboardVersion;
    return { ...stored, version, previousStatus: row.status, stored: true };
  }

  /** The tournaments the periodic update refreshes now (tournamentsDueForUpdate says which). */
  async dueForUpdate(): Promise<number[]> {
    return tournamentsDueForUpdate(this.db, this.clock.now());
  }

  /** Refreshes every tournament due for an update (see dueForUpdate); stops at the first failure. */
  async refreshLive(): Promise<number[]> {
    const refreshed: number[] = [];
    for (const id of await this.dueForUpdate()) {
      await this.refreshLeaderboard(id);
      refreshed.push(id);
    }
    return refreshed;
  }
}
