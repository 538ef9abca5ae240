import type { Clock } from '../../lib/clock';
import { systemClock } from '../../lib/clock';
import { easternDate } from '../../lib/time';
import type {
  GolfDataProvider,
  ProviderField,
  ProviderLeaderboard,
  ProviderTournament,
} from '../provider';
import type { EspnClientOptions } from './espn-client';
import { EspnClient } from './espn-client';
import type { EspnEventLeaderboard, EspnSchedule } from './espn-map';
import { EspnFormatError, parseLeaderboard, parseSchedule } from './espn-map';
import type { EspnIssue } from './espn-values';
import { eventIdFromExternalId } from './espn-values';

/** Enough of a pino/Fastify logger for the skipped-rows report. */
export interface EspnLogger {
  warn(details: object, message: string): void;
}

export interface EspnProviderOptions extends EspnClientOptions {
  /** A ready client (the client options are then ignored). */
  client?: EspnClient;
  /** Decides the default schedule year (New York). */
  clock?: Clock;
  /** Receives one line per response with skipped or unreadable rows. */
  log?: EspnLogger;
}

/** A leaderboard plus what was skipped while reading it. */
export interface EspnLeaderboard extends ProviderLeaderboard {
  issues: EspnIssue[];
}

/**
 * ESPN's public golf JSON behind the provider interface. Tournament ids are `espn:{event id}`,
 * golfer ids `espn:{athlete id}`. ESPN has no odds: every golfer's odds are null.
 */
export class EspnProvider implements GolfDataProvider {
  readonly name = 'espn' as const;
  readonly client: EspnClient;
  readonly #clock: Clock;
  readonly #log: EspnLogger | undefined;

  constructor(options: EspnProviderOptions = {}) {
    this.client = options.client ?? new EspnClient(options);
    this.#clock = options.clock ?? systemClock;
    this.#log = options.log;
  }

  async listTournaments(year?: number): Promise<ProviderTournament[]> {
    return (await this.readSchedule(year)).tournaments;
  }

  async getField(externalId: string): Promise<ProviderField> {
    const { field, leaderboard } = await this.readLeaderboard(externalId);
    const { firstTeeTime, par, location } = leaderboard.tournament;
    return { golfers: field, firstTeeTime, par, location };
  }

  async getLeaderboard(externalId: string): Promise<EspnLeaderboard> {
    const { leaderboard, issues } = await this.readLeaderboard(externalId);
    return { ...leaderboard, issues };
  }

  /** The season's schedule with what was skipped; the year defaults to the current one in New York. */
  async readSchedule(year?: number): Promise<EspnSchedule> {
    const season = year ?? Number(easternDate(this.#clock.now()).slice(0, 4));
    const schedule = parseSchedule(await this.client.scoreboard(season));
    this.#report(schedule.issues, `schedule ${season}`);
    return schedule;
  }

  /**
   * One event's leaderboard and field with what was skipped. When the leaderboard cannot be
   * had (an error answer, or a document without the event), this week's scoreboard stands in
   * if it holds the event: the same rounds and strokes, without per-player statuses (see
   * parseLeaderboard). Otherwise the leaderboard's failure is thrown.
   */
  async readLeaderboard(externalId: string): Promise<EspnEventLeaderboard> {
    const eventId = eventIdFromExternalId(externalId);
    let result: EspnEventLeaderboard;
    try {
      result = parseLeaderboard(await this.client.leaderboard(eventId), eventId);
    } catch (failure) {
      result = await this.#fromScoreboard(eventId, failure);
      this.#log?.warn(
        { provider: 'espn', error: failure instanceof Error ? failure.message : String(failure) },
        `golf data (espn): leaderboard ${externalId} unavailable; read from this week's scoreboard`,
      );
    }
    this.#report(result.issues, `leaderboard ${externalId}`);
    return result;
  }

  async #fromScoreboard(
    eventId: string,
    leaderboardFailure: unknown,
  ): Promise<EspnEventLeaderboard> {
    let scoreboard: unknown;
    try {
      scoreboard = await this.client.currentScoreboard();
      return parseLeaderboard(scoreboard, eventId);
    } catch (error) {
      // Not this week's event (or no scoreboard either): the leaderboard's own failure says more.
      if (error instanceof EspnFormatError || scoreboard === undefined) throw leaderboardFailure;
      throw error;
    }
  }

  #report(issues: EspnIssue[], what: string): void {
    if (issues.length === 0 || !this.#log) return;
    const dropped = issues.filter((issue) => issue.kind !== 'value').length;
    this.#log.warn(
      { provider: 'espn', issues },
      `golf data (espn): ${what}: ${dropped} row${dropped === 1 ? '' : 's'} skipped, ` +
        `${issues.length - dropped} value${issues.length - dropped === 1 ? '' : 's'} unreadable`,
    );
  }
}
