import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isBusy } from '../../lib/domain-errors';
import { hashString } from '../../lib/random';
import type { EventBus } from '../events';
import { fieldOdds } from '../tournaments';
import type { FieldRequest, ForecastResult } from './engine';
import { fieldModel } from './field-model';
import {
  contestKey,
  forecastKey,
  groupModel,
  ROOTING_LIMIT,
  type ForecastInput,
} from './forecast-input';
import { ForecastSuperseded, type ForecastThread } from './forecast-thread';
import type { RootingAnswer, Swing } from './rooting';

/** A golfer of an entry's rooting, by the field's golfer id. */
export type RootingGolferSwing = Swing & { golferId: number };

/** An entry's rooting list (by chance to win) and the golfer to root for most. */
export interface EntryRooting {
  swings: RootingGolferSwing[];
  rootFor: RootingGolferSwing | null;
}

/** One entry's chance to finish first, to finish in the money, and what it can expect to win, in dollars. */
export interface EntryForecast {
  winProbability: number;
  /** Never below winProbability: a finish it wins is one it cashes in. */
  cashProbability: number;
  expectedPayout: number;
}

/** A group tournament's forecast at one leaderboard version. */
export interface Forecast {
  simulations: number;
  simulatedAt: Date;
  leaderboardVersion: number;
  byEntry: Map<number, EntryForecast>;
  /** What it was made from (board, entries, settings): the same on every instance. */
  key: string;
  /** The forecast thread's time for it (simulating, if the field was new, and scoring). */
  threadMs: number;
}

/**
 * Names the forecast a standings body shows, in its ETag ("f0" for none): what it is of and
 * when it was simulated, since the body says when.
 */
export const forecastTagOf = (forecast: Forecast | undefined): string =>
  forecast
    ? `f${hashString(`${forecast.key}@${forecast.simulatedAt.getTime()}`).toString(36)}`
    : 'f0';

export interface ForecastSettings {
  /** Finishes simulated per leaderboard version (at least 10,000 in production). */
  simulations: number;
  /** SIM_SEED: fixes the forecast's draws, as it fixes the simulated season. */
  seed: string;
}

interface GroupState {
  latest?: Forecast;
  /** The key being worked on, so concurrent readers start it once, and its run. */
  running?: string;
  run?: Promise<void>;
  /** A key whose forecast failed, and when: tried again after FAILED_RETRY_MS. */
  failed?: { key: string; at: number };
  /** Each entry's last chance in each round, for the chart by round. */
  byRound: Map<number, Map<number, number>>;
}

const ODDS_TTL_MS = 10 * 60_000;
/** A failed forecast (a crashed or stuck thread) is tried again this much later. */
const FAILED_RETRY_MS = 30_000;
/** Rooting lists kept, by forecast and entry: a page refetching it costs a lookup. */
const ROOTING_KEPT = 5_000;

/**
 * Live win probabilities and expected payouts (docs/rules.md, "Win probability"). Standings
 * ask for the forecast of what they were scored from; when it is not there yet it is worked out
 * on the forecast thread and, when done, the group's open pages on this instance hear that the
 * standings changed (its version is part of the standings' ETag). Until then the previous
 * leaderboard version's forecast is shown, marked with when it was simulated.
 */
export class ForecastService {
  /**
   * Each group tournament's latest forecast, the one under way and its chances by round. Not a
   * live view: what the forecast thread made is state, not a read to forget on a change (the
   * forecast's key says what it is of, and the standings ask for a new one when it moves).
   */
  readonly #groups = new LRUCache<string, GroupState>({ max: 2_000 });
  /** Forecasts under way (tests and the benchmark wait for them). */
  readonly #running = new Set<Promise<void>>();
  // Not live views, these three: keyed by what they are worked out from (a contest and an
  // entry, a completed group tournament), which no group's change makes wrong, or, the odds,
  // trusted for minutes since no change announces them.
  /** Rooting lists, by contest and entry: a page refetching one costs a lookup. */
  readonly #rooting = sharedLoads<string, EntryRooting>({ max: ROOTING_KEPT });
  /** Completed tournaments' settled chances, by group tournament (they never change). */
  readonly #settled = sharedLoads<string, Map<number, number>>({ max: 500 });
  readonly #odds = sharedLoads<number, Map<number, number | null>>({ max: 64, ttl: ODDS_TTL_MS });

  constructor(
    private readonly db: Db,
    private readonly thread: ForecastThread,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly settings: ForecastSettings,
    private readonly log: { warn(details: object, message: string): void },
  ) {}

  /** The tag of the latest forecast of the group tournament (a part of the standings ETag). */
  tag(groupId: number, tournamentId: number): string {
    return forecastTagOf(this.latestOf(groupId, tournamentId));
  }

  /** The latest forecast of the group tournament, if any (tests and the benchmark). */
  latestOf(groupId: number, tournamentId: number): Forecast | undefined {
    return this.#groups.peek(stateKey(groupId, tournamentId))?.latest;
  }

  /**
   * The forecast for `input`, started when it is not there yet and waited for up to `waitMs`;
   * past that, the latest there is (an earlier leaderboard's, or none).
   */
  async forInput(input: ForecastInput, waitMs: number): Promise<Forecast | undefined> {
    const state = this.#state(input.groupId, input.tournament.id);
    const key = forecastKey(input);
    const failedLately =
      state.failed?.key === key && performance.now() - state.failed.at < FAILED_RETRY_MS;
    if (state.latest?.key !== key && state.running !== key && !failedLately) {
      state.running = key;
      const run = this.#run(input, key, state);
      state.run = run;
      this.#running.add(run);
      void run.finally(() => this.#running.delete(run));
    }
    if (waitMs > 0 && state.running === key && state.run) await within(state.run, waitMs);
    return state.latest;
  }

  /** Resolves when every forecast under way (and any they lead to) is done. */
  async whenIdle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running);
  }

  /** A completed tournament's settled chances by entry, loaded once per group tournament. */
  settledChances(
    groupId: number,
    tournamentId: number,
    load: () => Promise<Map<number, number>>,
  ): Promise<Map<number, number>> {
    return this.#settled.forceFetch(stateKey(groupId, tournamentId), { context: load });
  }

  /** Every round's chance for one entry so far (this instance's memory of them). */
  chancesByRound(
    groupId: number,
    tournamentId: number,
    entryId: number,
  ): { round: number; winProbability: number }[] {
    const state = this.#groups.get(stateKey(groupId, tournamentId));
    if (!state) return [];
    return [...state.byRound]
      .filter(([, chances]) => chances.has(entryId))
      .map(([round, chances]) => ({ round, winProbability: chances.get(entryId)! }))
      .sort((a, b) => a.round - b.round);
  }

  /**
   * The golfers whose finish moves the entry's chance most, by how much and which way, and the
   * one to root for most (rooting.ts, `RootingAnswer`): worked out once per contest and entry
   * (a fee does not move a chance, so a fee edit does not ask again), on the forecast thread
   * after the live chances. A full thread answers 503.
   */
  rooting(input: ForecastInput, entryId: number): Promise<EntryRooting> {
    const index = input.entries.findIndex((entry) => entry.id === entryId);
    if (index < 0) return Promise.resolve({ swings: [], rootFor: null });
    return this.#rooting.forceFetch(`${contestKey(input)}:${entryId}`, {
      context: async () => {
        const request = await this.#request(input);
        const { swings, rootFor } = await this.thread.run<RootingAnswer>(
          { kind: 'rooting', ...request, entry: index, limit: ROOTING_LIMIT },
          String(input.groupId),
        );
        const named = (swing: Swing) => ({
          ...swing,
          golferId: request.field.golferIds[swing.golfer]!,
        });
        return { swings: swings.map(named), rootFor: rootFor && named(rootFor) };
      },
    });
  }

  async #run(input: ForecastInput, key: string, state: GroupState): Promise<void> {
    try {
      const request = await this.#request(input);
      const result = await this.thread.run<ForecastResult>(
        { kind: 'forecast', ...request },
        String(input.groupId),
      );
      const byEntry = new Map<number, EntryForecast>();
      input.entries.forEach((entry, i) => {
        const winProbability = Math.round(result.winProbability[i]! * 1e6) / 1e6;
        byEntry.set(entry.id, {
          winProbability,
          // Float sums of 1/k shares could round a hair above the whole finishes counted.
          cashProbability: Math.max(
            winProbability,
            Math.round(result.cashProbability[i]! * 1e6) / 1e6,
          ),
          expectedPayout: Math.round(result.expectedPayoutCents[i]!) / 100,
        });
      });
      // A reader answering from older facts may have started an older forecast: never go back.
      if ((state.latest?.leaderboardVersion ?? -1) > input.tournament.leaderboardVersion) return;
      state.latest = {
        key,
        simulations: this.settings.simulations,
        simulatedAt: this.clock.now(),
        leaderboardVersion: input.tournament.leaderboardVersion,
        byEntry,
        threadMs: result.ms,
      };
      const round = Math.max(1, input.tournament.currentRound);
      state.byRound.set(round, new Map([...byEntry].map(([id, f]) => [id, f.winProbability])));
      this.events.tellStreamsHere(input.groupId, {
        type: 'standings',
        data: { tournamentId: input.tournament.id },
      });
    } catch (error) {
      // Replaced by a newer one, or the thread's queue was full: the next read asks again.
      if (error instanceof ForecastSuperseded || isBusy(error)) return;
      state.failed = { key, at: performance.now() };
      this.log.warn({ err: error, groupId: input.groupId }, 'forecast failed');
    } finally {
      if (state.running === key) {
        state.running = undefined;
        state.run = undefined;
      }
    }
  }

  async #request(input: ForecastInput): Promise<FieldRequest> {
    const odds = await this.#oddsOf(input.tournament.id);
    const field = fieldModel(input.board, odds, input.tournament.currentRound >= 3);
    return {
      fieldKey: `${input.tournament.id}:${input.tournament.leaderboardVersion}`,
      field,
      sims: this.settings.simulations,
      seed: this.settings.seed,
      groupKey: contestKey(input),
      group: groupModel(field, input),
    };
  }

  #oddsOf(tournamentId: number): Promise<Map<number, number | null>> {
    return this.#odds.forceFetch(tournamentId, { context: () => fieldOdds(this.db, tournamentId) });
  }

  #state(groupId: number, tournamentId: number): GroupState {
    const key = stateKey(groupId, tournamentId);
    let state = this.#groups.get(key);
    if (!state) this.#groups.set(key, (state = { byRound: new Map() }));
    return state;
  }
}

/** Waits for `promise`, or `ms`, whichever comes first. */
async function within(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

const stateKey = (groupId: number, tournamentId: number) => `${groupId}:${tournamentId}`;

/**
 * Loads kept by key (lru-cache's fetch): askers of one key share its load, a failed load is not
 * kept (the next asker tries again), and one pushed out while under way still answers its askers.
 */
function sharedLoads<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(options: {
  max: number;
  ttl?: number;
}) {
  return new LRUCache<K, V, () => Promise<V>>({
    ...options,
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}
