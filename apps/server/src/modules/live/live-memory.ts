import type { Perf } from 'lru-cache';
import type { EventBus } from '../events';
import { KeyedMemory } from './keyed-memory';
import { DeclaredView, type LiveView, type LoadingView, type ViewDeclaration } from './live-view';

/**
 * The views' budget on one instance: room for every member's dashboard several times over at
 * the scale docs/performance.md measures (the sizes are in its "Figures that used to live in
 * code comments").
 */
export const LIVE_MEMORY_BYTES = 32 * 1024 * 1024;
/**
 * How long a view is kept without news, like the other remembered facts
 * (docs/decisions/0004-remembered-facts-expire-within-seconds.md): it bounds only what changes
 * unannounced.
 */
export const LIVE_MEMORY_TTL_MS = 5_000;

/**
 * The live views' memory on this instance (keyed-memory.ts keeps them: one LRU bounded by
 * bytes, forgetting a view when a change to what it depends on is announced). Each area
 * declares its views here, with their loaders (`declare`), and reads them through what it gets
 * back; the memory builds every key from the view's name, so no two views share one.
 */
export class LiveMemory {
  readonly #keyed: KeyedMemory;

  /** `perf` is the expiry's clock (tests move it; performance.now by default). */
  constructor(events: EventBus, maxBytes: number, ttlMs: number, perf?: Perf) {
    this.#keyed = new KeyedMemory(events, maxBytes, ttlMs, perf);
  }

  /** A view remembered here: its name, key, dependencies, size, lifetime and loader. */
  declare<A extends readonly unknown[], V>(
    view: ViewDeclaration<A, V> & { load: (...args: A) => Promise<V> },
  ): LoadingView<A, V>;
  declare<A extends readonly unknown[], V>(view: ViewDeclaration<A, V>): LiveView<A, V>;
  declare<A extends readonly unknown[], V>(view: ViewDeclaration<A, V>): LiveView<A, V> {
    return new DeclaredView(view, this.#keyed);
  }

  /** A new leaderboard was stored on this instance: forgotten here before any announcement. */
  forgetTournament(tournamentId: number): void {
    this.#keyed.forgetTournament(tournamentId);
  }
}
