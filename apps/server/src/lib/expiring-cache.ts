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
