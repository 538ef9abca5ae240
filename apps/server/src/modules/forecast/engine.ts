import { LRUCache } from 'lru-cache';
import { randomFor } from '../../lib/random';
import type { FieldModel } from './field-model';
import { groupOutcomes, type GroupModel, type GroupOutcomes } from './group-outcomes';
import { rootingAnswer, type RootingAnswer, type RootingOutcomes } from './rooting';
import { simulateFinishes, type Finishes } from './simulate';

/**
 * What the forecast thread is asked. `fieldKey` names one tournament at one leaderboard
 * version (its finishes are simulated once and reused by every group playing it); `groupKey`
 * names one group's entries scored against them.
 */
export interface FieldRequest {
  fieldKey: string;
  field: FieldModel;
  sims: number;
  /** With the field key, fixes every draw: the same forecast on every instance and rerun. */
  seed: string;
  groupKey: string;
  group: GroupModel;
}

export type EngineRequest =
  | ({ kind: 'forecast' } & FieldRequest)
  | ({ kind: 'rooting'; entry: number; limit: number } & FieldRequest);

export interface ForecastResult {
  winProbability: Float64Array;
  cashProbability: Float64Array;
  expectedPayoutCents: Float64Array;
  /** Milliseconds spent, simulating (if this field was new) and scoring. */
  ms: number;
}

export type EngineResult = ForecastResult | RootingAnswer;

/**
 * The forecast's work, kept apart from the thread it runs on (forecast-worker.ts) so tests and
 * the calibration benchmark call it directly. Remembers the latest fields' finishes and groups'
 * winners, so a rooting question after a forecast does not simulate again.
 */
export class ForecastEngine {
  // Not live views: they live on the forecast thread, which has no live memory, keyed by a
  // field's leaderboard version and a group's contest, which no change makes wrong.
  readonly #finishes = new LRUCache<string, Finishes>({ max: 4 });
  // Per group, 20 bytes a finish (200 KB at 10,000): the groups whose rooting is asked lately.
  readonly #outcomes = new LRUCache<string, RootingOutcomes>({ max: 64 });

  handle(request: EngineRequest): EngineResult {
    const started = performance.now();
    const finishes = this.#finishesFor(request);
    if (request.kind === 'rooting') {
      const outcomes = this.#outcomes.get(request.groupKey) ?? this.#score(request, finishes);
      return rootingAnswer(
        request.field,
        finishes,
        request.group,
        outcomes,
        request.entry,
        request.limit,
      );
    }
    const outcomes = this.#score(request, finishes);
    return {
      winProbability: outcomes.winProbability,
      cashProbability: outcomes.cashProbability,
      expectedPayoutCents: outcomes.expectedPayoutCents,
      ms: performance.now() - started,
    };
  }

  #finishesFor({ fieldKey, field, sims, seed }: FieldRequest): Finishes {
    const key = `${fieldKey}:${sims}:${seed}`;
    let finishes = this.#finishes.get(key);
    if (!finishes) {
      finishes = simulateFinishes(field, sims, randomFor(seed, fieldKey));
      this.#finishes.set(key, finishes);
    }
    return finishes;
  }

  #score({ groupKey, group }: FieldRequest, finishes: Finishes): GroupOutcomes {
    const outcomes = groupOutcomes(finishes, group);
    const { bestKey, bestCount, cashKey } = outcomes;
    this.#outcomes.set(groupKey, { bestKey, bestCount, cashKey });
    return outcomes;
  }
}
