import { LRUCache } from 'lru-cache';
import { renderedSize, type RenderedJson } from '../../http/rendered-json';
import type { GroupKeyedMemory } from '../events';

/** A group tournament's latest body, or the promise of it while it is being built. */
export interface Remembered {
  /** The leaderboard version it shows (or is being built at). */
  leaderboardVersion: number;
  body: Promise<RenderedJson>;
  /** While a rebuild has it queued: build this one next, somebody is waiting. */
  hurry?: () => void;
}

/**
 * The standings bodies an instance keeps, by "groupId:tournamentId", within a byte budget
 * (STANDINGS_CACHE_MB, docs/operations.md): past it, the least recently read go first
 * (lru-cache). A body counts 1 byte while it is built and its own bytes once built; a failed
 * build is forgotten. A body larger than the whole budget is not kept at all.
 */
export class StandingsBodies implements GroupKeyedMemory {
  readonly #bodies: LRUCache<string, Remembered>;

  constructor(maxBytes: number) {
    this.#bodies = new LRUCache<string, Remembered>({ maxSize: maxBytes });
  }

  /** A read: the body counts as recently used. */
  get(key: string): Remembered | undefined {
    return this.#bodies.get(key);
  }

  /** A look that does not count as a read (events, the rebuild, a race check). */
  peek(key: string): Remembered | undefined {
    return this.#bodies.peek(key);
  }

  remember(key: string, entry: Remembered): Promise<RenderedJson> {
    this.#bodies.set(key, entry, { size: 1 });
    entry.body.then(
      (body) => {
        if (this.#bodies.peek(key) !== entry) return;
        // lru-cache re-counts a size only for a new value: the same entry is set afresh.
        this.#bodies.delete(key);
        this.#bodies.set(key, entry, { size: renderedSize(body) });
      },
      () => {
        if (this.#bodies.peek(key) === entry) this.#bodies.delete(key);
      },
    );
    return entry.body;
  }

  /** Every remembered body, without counting as reads. */
  entries(): Iterable<[string, Remembered]> {
    return this.#bodies.entries();
  }

  deleteWhere(matches: (key: string) => boolean): void {
    // Collected first: the LRU's iterator walks links that a delete rewrites.
    for (const key of [...this.#bodies.keys()]) if (matches(key)) this.#bodies.delete(key);
  }

  keys(): string[] {
    return [...this.#bodies.keys()];
  }

  /** The bytes counted against the budget. */
  get bytes(): number {
    return this.#bodies.calculatedSize;
  }
}
