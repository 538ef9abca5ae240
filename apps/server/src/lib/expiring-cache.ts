import { LRUCache } from 'lru-cache';

export interface ExpiringCacheOptions<V> {
  /**
   * At most this many entries; past it the least recently used one is dropped, expired or not,
   * so the memory is bounded even when nothing expires (ids that keep being created).
   */
  maxEntries?: number;
  /**
   * Instead, for values of very different sizes: a budget in the units `of` counts (rows, say).
   * A value counts 1 while it loads and its own size once loaded; past the budget the least
   * recently used entries are dropped.
   */
  size?: { max: number; of: (value: V) => number };
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * A per-instance memory of slow answers (database lookups) that expire after a short time.
 * Concurrent misses share one load, so a hundred requests arriving together cost one query.
 * Callers also drop entries when they learn of a change (bus events), so the expiry is only a
 * safety net for changes nobody announced. A failed load is not remembered. Entries live in an
 * LRU (lru-cache) of bounded count or size: whatever keys callers make up, it cannot grow
 * without bound.
 */
export class ExpiringCache<K extends string | number, V> {
  readonly #entries: LRUCache<K, Entry<V>>;
  readonly #now: () => number;
  readonly #sizeOf: ((value: V) => number) | undefined;

  constructor(
    private readonly ttlMs: number,
    options: ExpiringCacheOptions<V> = {},
  ) {
    this.#now = options.now ?? (() => performance.now());
    this.#sizeOf = options.size?.of;
    this.#entries = new LRUCache<K, Entry<V>>(
      options.size
        ? { maxSize: options.size.max }
        : { max: options.maxEntries ?? DEFAULT_MAX_ENTRIES },
    );
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.#now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const entry = { value: load(), expiresAt: now + this.ttlMs };
    this.#store(key, entry, 1);
    entry.value.then(
      (value) => {
        // Now that its size is known, it counts as much (if it is still the one remembered).
        if (this.#sizeOf && this.#entries.peek(key) === entry)
          this.#store(key, entry, this.#sizeOf(value));
      },
      () => {
        if (this.#entries.peek(key) === entry) this.#entries.delete(key);
      },
    );
    return entry.value;
  }

  /**
   * Like get, but a remembered value that `fresh` rejects is loaded again, once, however many
   * callers found it stale together (the first replaces it; the rest share the new load).
   */
  async getFresh(key: K, load: () => Promise<V>, fresh: (value: V) => boolean): Promise<V> {
    const remembered = this.get(key, load);
    const value = await remembered;
    if (fresh(value)) return value;
    if (this.#entries.peek(key)?.value === remembered) this.#entries.delete(key);
    return this.get(key, load);
  }

  /** Whether a value (or its load) is remembered and not expired. */
  has(key: K): boolean {
    const hit = this.#entries.peek(key);
    return hit !== undefined && hit.expiresAt > this.#now();
  }

  /**
   * The remembered value (or its load) if not expired, without loading anything. Counts as a
   * use (hot paths read through it), so what is peeked at often stays.
   */
  peek(key: K): Promise<V> | undefined {
    const hit = this.#entries.get(key);
    return hit && hit.expiresAt > this.#now() ? hit.value : undefined;
  }

  /** Remembers a value loaded elsewhere (a batch that read many keys at once). */
  set(key: K, value: V): void {
    const entry = { value: Promise.resolve(value), expiresAt: this.#now() + this.ttlMs };
    this.#store(key, entry, this.#sizeOf?.(value) ?? 1);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  deleteWhere(matches: (key: K) => boolean): void {
    // Collected first: the LRU's iterator walks links that a delete rewrites.
    for (const key of [...this.#entries.keys()]) if (matches(key)) this.#entries.delete(key);
  }

  /** What is remembered, expired or not (tests check what deleted groups leave behind). */
  keys(): K[] {
    return [...this.#entries.keys()];
  }

  get size(): number {
    return this.#entries.size;
  }

  /** With a size budget: how much of it is used. */
  get usedSize(): number {
    return this.#entries.calculatedSize;
  }

  /** Stores an entry, at `size` when there is a size budget (lru-cache wants whole numbers). */
  #store(key: K, entry: Entry<V>, size: number): void {
    if (!this.#sizeOf) {
      this.#entries.set(key, entry);
      return;
    }
    // lru-cache re-counts a size only for a new value: the same entry again is set afresh.
    if (this.#entries.peek(key) === entry) this.#entries.delete(key);
    this.#entries.set(key, entry, { size: Math.max(1, Math.ceil(size)) });
  }
}
