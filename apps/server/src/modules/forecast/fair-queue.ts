import type { EngineRequest } from './engine';

export interface QueuedJob<R> {
  request: EngineRequest;
  resolve: (result: R) => void;
  reject: (error: Error) => void;
}

type Lane = EngineRequest['kind'];

/**
 * Jobs waiting for the forecast thread, in lanes (forecasts, rooting lists) of per-group lines.
 * `next` takes from the first lane that has work, one job from each group in turn: a group
 * with many jobs waits its turn behind every other group's one.
 */
export class FairQueue<R> {
  readonly #lanes = new Map<Lane, Map<string, QueuedJob<R>[]>>();
  readonly #byGroup = new Map<string, number>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  sizeOf(group: string): number {
    return this.#byGroup.get(group) ?? 0;
  }

  add(group: string, lane: Lane, job: QueuedJob<R>): void {
    const line = this.#lane(lane).get(group);
    if (line) line.push(job);
    else this.#lane(lane).set(group, [job]);
    this.#counted(group, +1);
  }

  /** Takes the group's first waiting job of the lane out of the queue, if it has one. */
  takeWaiting(group: string, lane: Lane): QueuedJob<R> | undefined {
    const line = this.#lane(lane).get(group);
    const job = line?.shift();
    if (!job) return undefined;
    if (line!.length === 0) this.#lane(lane).delete(group);
    this.#counted(group, -1);
    return job;
  }

  /** The next job to run: the first lane with work, its groups taking turns. */
  next(lanes: readonly Lane[]): QueuedJob<R> | undefined {
    for (const lane of lanes) {
      const first = this.#lane(lane).keys().next();
      if (first.done) continue;
      const group = first.value;
      const job = this.takeWaiting(group, lane)!;
      // The group goes to the back of the line: a Map keeps insertion order.
      const rest = this.#lane(lane).get(group);
      if (rest) {
        this.#lane(lane).delete(group);
        this.#lane(lane).set(group, rest);
      }
      return job;
    }
    return undefined;
  }

  /** Empties the queue, answering every job it held. */
  drain(): QueuedJob<R>[] {
    const jobs = [...this.#lanes.values()].flatMap((lane) => [...lane.values()].flat());
    this.#lanes.clear();
    this.#byGroup.clear();
    this.#size = 0;
    return jobs;
  }

  #lane(lane: Lane): Map<string, QueuedJob<R>[]> {
    let lines = this.#lanes.get(lane);
    if (!lines) this.#lanes.set(lane, (lines = new Map()));
    return lines;
  }

  #counted(group: string, change: number): void {
    this.#size += change;
    const count = this.sizeOf(group) + change;
    if (count === 0) this.#byGroup.delete(group);
    else this.#byGroup.set(group, count);
  }
}
