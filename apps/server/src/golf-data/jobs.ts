import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { LeaderLock } from '../db/leader-lock';
import type { GolfDataProvider } from './provider';
import { failureMessage, type GolfDataFailure, type GolfDataStatusStore } from './status';
import type { GolfDataSync, LeaderboardRefresh } from './sync';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

export interface GolfDataJobsOptions {
  sync: GolfDataSync;
  status: GolfDataStatusStore;
  lock: LeaderLock;
  provider: GolfDataProvider['name'];
  clock: Clock;
  log: FastifyBaseLogger;
  /** The live update period (UPDATE_INTERVAL_S). */
  updateIntervalMs: number;
  /** How often a follower tries to take the lead and the leader checks it still has it. Default 5 s. */
  leaderCheckMs?: number;
  /** The schedule sync runs when the last successful one is this old. Default a day. */
  scheduleSyncMs?: number;
  /** After a failed daily schedule sync, the next try waits this long. Default 15 minutes. */
  scheduleRetryMs?: number;
}

/** A provider (or database) failure during a sync or an update; already logged and recorded. */
export class GolfDataError extends Error {
  constructor(
    message: string,
    readonly tournamentId: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'GolfDataError';
  }
}

export interface LiveUpdateReport {
  /** Tournaments whose leaderboard was stored. */
  updated: number[];
  failed: { tournamentId: number; message: string }[];
}

export interface GolfDataJobsStatus {
  provider: GolfDataProvider['name'];
  lastSuccessfulUpdate: string | null;
  lastError: GolfDataFailure | null;
  /** This instance runs the jobs (holds the lead). */
  leader: boolean;
}

/**
 * The golf data jobs: a schedule sync once a day and a live update of the tournaments in
 * play every UPDATE_INTERVAL_S, moving them upcoming -> active -> completed as the provider
 * reports, until the final leaderboard freezes the results. Only the instance holding the
 * leader lock runs them; the others retry for the lead every few seconds. Every failure is
 * one log line and a recorded "last error", never a crash; the next round tries again.
 *
 * `syncSchedule` and `updateTournament` also serve the platform admin's on-demand calls
 * (on whichever instance receives them).
 */
export class GolfDataJobs {
  readonly #options: Required<GolfDataJobsOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #started = false;
  #leading = false;
  /** Real time (Date.now) of the last live update round on this instance. */
  #lastLiveRoundMs = Number.NEGATIVE_INFINITY;
  /** Clock time of the last daily schedule sync attempt on this instance. */
  #lastScheduleAttemptMs = Number.NEGATIVE_INFINITY;

  constructor(options: GolfDataJobsOptions) {
    this.#options = {
      leaderCheckMs: 5 * SECOND,
      scheduleSyncMs: 24 * HOUR,
      scheduleRetryMs: 0.25 * HOUR,
      ...options,
    };
  }

  /** True while the jobs run on this instance and it holds the lead. */
  get isLeader(): boolean {
    return this.#started && this.#options.lock.held;
  }

  /** Starts competing for the lead and, once leading, running the jobs. Idempotent. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#schedule(0);
  }

  /** Stops the timers, waits for a round in progress, and gives the lead up. Idempotent. */
  async stop(): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
    await this.#options.lock.release();
    if (this.#leading) this.#options.log.info('golf data jobs stopped; the lead is released');
    this.#leading = false;
  }

  /** One round of the leader's work: the schedule sync when it is due, then the live update. */
  async runDue(): Promise<LiveUpdateReport> {
    await this.#syncScheduleIfDue();
    return this.runLiveUpdate();
  }

  /**
   * Updates every tournament due (in play, starting, or completed without final results).
   * One failing tournament is logged and recorded and does not stop the others.
   */
  async runLiveUpdate(): Promise<LiveUpdateReport> {
    const report: LiveUpdateReport = { updated: [], failed: [] };
    let due: number[];
    try {
      due = await this.#options.sync.dueForUpdate();
    } catch (error) {
      this.#options.log.error(`golf data: live update failed: ${failureMessage(error)}`);
      return report;
    }
    for (const tournamentId of due) {
      try {
        const result = await this.updateTournament(tournamentId);
        if (result.stored) report.updated.push(tournamentId);
      } catch (error) {
        report.failed.push({ tournamentId, message: failureMessage(error) });
      }
    }
    if (report.updated.length > 0)
      this.#options.log.debug({ tournaments: report.updated }, 'golf data: leaderboards updated');
    return report;
  }

  /** Syncs the schedule and fields now; returns how many tournaments the provider listed. */
  async syncSchedule(year?: number): Promise<number> {
    const { sync, status, clock, log } = this.#options;
    let count: number;
    try {
      count = (await sync.syncSchedule(year)).size;
    } catch (error) {
      throw await this.#failed(error, null, `schedule sync${year ? ` for ${year}` : ''}`);
    }
    await status.recordSuccess(clock.now(), 'schedule').catch(() => undefined);
    log.info(`golf data: schedule synced, ${count} tournaments`);
    return count;
  }

  /** Pulls and stores one tournament's leaderboard now (nothing is written once it is frozen). */
  async updateTournament(tournamentId: number): Promise<LeaderboardRefresh> {
    const { sync, status, clock, log } = this.#options;
    let result: LeaderboardRefresh;
    try {
      result = await sync.pullLeaderboard(tournamentId);
    } catch (error) {
      throw await this.#failed(error, tournamentId, `update of tournament ${tournamentId}`);
    }
    if (!result.stored) return result;
    await status.recordSuccess(clock.now(), 'leaderboard').catch(() => undefined);
    if (result.status !== result.previousStatus)
      log.info(
        `golf data: tournament ${tournamentId} is now ${result.status} (was ${result.previousStatus})`,
      );
    if (result.finalized)
      log.info(`golf data: tournament ${tournamentId} is final; its results are frozen`);
    return result;
  }

  async status(): Promise<GolfDataJobsStatus> {
    const health = await this.#options.status.read();
    return {
      provider: this.#options.provider,
      lastSuccessfulUpdate: health.lastSuccessfulUpdate,
      lastError: health.lastError,
      leader: this.isLeader,
    };
  }

  /** Logs one line, records the failure (best effort), and returns the error to throw. */
  async #failed(error: unknown, tournamentId: number | null, what: string): Promise<GolfDataError> {
    const { status, clock, log, provider } = this.#options;
    const message = failureMessage(error);
    log.error(`golf data (${provider}): ${what} failed: ${message}`);
    await status
      .recordFailure({ message, at: clock.now().toISOString(), tournamentId })
      .catch(() => undefined);
    return new GolfDataError(message, tournamentId, { cause: error });
  }

  async #syncScheduleIfDue(): Promise<void> {
    const { status, clock, scheduleSyncMs, scheduleRetryMs, log } = this.#options;
    const nowMs = clock.now().getTime();
    if (nowMs - this.#lastScheduleAttemptMs < scheduleRetryMs) return;
    let last: string | null;
    try {
      last = (await status.read()).lastScheduleSync;
    } catch (error) {
      log.error(`golf data: schedule sync check failed: ${failureMessage(error)}`);
      return;
    }
    if (last && nowMs - Date.parse(last) < scheduleSyncMs) return;
    this.#lastScheduleAttemptMs = nowMs;
    // A failure is already logged and recorded; the live update still runs.
    await this.syncSchedule().catch(() => undefined);
  }

  /** One turn of the loop: check the lead; when leading and the interval has passed, work. */
  async #turn(): Promise<void> {
    const { lock, log, updateIntervalMs } = this.#options;
    const leading = await lock.acquire();
    if (!this.#started) return;
    if (leading !== this.#leading) {
      this.#leading = leading;
      if (leading) {
        log.info('golf data jobs: this instance leads (schedule sync and live updates)');
        this.#lastLiveRoundMs = Number.NEGATIVE_INFINITY;
      } else {
        log.warn('golf data jobs: this instance lost the lead; another instance runs the jobs');
      }
    }
    if (!leading || Date.now() - this.#lastLiveRoundMs < updateIntervalMs) return;
    this.#lastLiveRoundMs = Date.now();
    await this.runDue();
  }

  #schedule(delayMs: number): void {
    this.#timer = setTimeout(() => {
      this.#running = this.#turn()
        .catch((error: unknown) =>
          this.#options.log.error(`golf data jobs: ${failureMessage(error)}`),
        )
        .finally(() => {
          this.#running = undefined;
          if (this.#started) this.#schedule(this.#nextDelay());
        });
    }, delayMs);
    this.#timer.unref();
  }

  #nextDelay(): number {
    const { leaderCheckMs, updateIntervalMs } = this.#options;
    if (!this.#leading) return leaderCheckMs;
    const untilUpdate = this.#lastLiveRoundMs + updateIntervalMs - Date.now();
    return Math.max(0, Math.min(leaderCheckMs, untilUpdate));
  }
}
