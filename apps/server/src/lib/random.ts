/**
 * Seeded randomness. Every random draw in the simulator is addressed by a key (seed,
 * tournament, golfer, round, hole...), so a result never depends on call order or count.
 */

/** 32-bit FNV-1a over the string, finished with murmur3's avalanche so close keys diverge. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export type Random = () => number;

/** mulberry32: a tiny, fast PRNG with good enough statistics for a game. Returns [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator for a stream of draws under one key. */
export function randomFor(...key: (string | number)[]): Random {
  return mulberry32(hashString(key.join('|')));
}

/** One draw in [0, 1) for a key. */
export function unitFor(...key: (string | number)[]): number {
  return randomFor(...key)();
}

/** An integer in [min, max]. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
