/**
 * A per-instance memory of slow answers (database lookups) that expire after a short time.
 * Concurrent misses share one load, so a hundred requests arriving together cost one query.
 * Callers also drop entries when they learn of a change (bus events), so the expiry is only a
 * safety net for changes nobody announced. A failed load is not remembered.
 */
export class ExpiringCache<K, V> {
  readonly #entries = new Map<K, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    /** Above this many entries, expired ones are swept before adding another. */
    private readonly sweepAbove = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (this.#entries.size >= this.sweepAbove) this.#sweep(now);
    const entry = { value: load(), expiresAt: now + this.ttlMs };
    this.#entries.set(key, entry);
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
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
    if (this.#entries.get(key)?.value === remembered) this.#entries.delete(key);
    return this.get(key, load);
  }

  /** Whether a value (or its load) is remembered and not expired. */
  has(key: K): boolean {
    return this.peek(key) !== undefined;
  }

  /** The remembered value (or its load) if not expired, without loading anything. */
  peek(key: K): Promise<V> | undefined {
    const hit = this.#entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit.value : undefined;
  }

  /** Remembers a value loaded elsewhere (a batch that read many keys at once). */
  set(key: K, value: V): void {
    this.#entries.set(key, { value: Promise.resolve(value), expiresAt: this.now() + this.ttlMs });
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  deleteWhere(matches: (key: K) => boolean): void {
    for (const key of this.#entries.keys()) if (matches(key)) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
  }
}
