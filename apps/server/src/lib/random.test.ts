import { describe, expect, it } from 'vitest';
import { hashString, intBetween, mulberry32, randomFor, shuffled, unitFor } from './random';

describe('seeded randomness', () => {
  it('hashes the same text to the same 32-bit value, and near keys far apart', () => {
    expect(hashString('fairway|sim-1')).toBe(hashString('fairway|sim-1'));
    expect(hashString('fairway|sim-1')).not.toBe(hashString('fairway|sim-2'));
    expect(hashString('x')).toBeGreaterThanOrEqual(0);
    expect(hashString('x')).toBeLessThan(2 ** 32);
  });

  it('replays the same stream for the same key, in [0, 1)', () => {
    const a = randomFor('seed', 'sim-3', 7);
    const b = randomFor('seed', 'sim-3', 7);
    const draws = Array.from({ length: 1000 }, () => a());
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(unitFor('seed', 'sim-3', 7)).toBe(draws[0]);
  });

  it('spreads draws evenly enough', () => {
    const random = mulberry32(42);
    const buckets = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) buckets[Math.floor(random() * 4)]! += 1;
    for (const count of buckets) expect(count).toBeGreaterThan(9_500);
  });

  it('draws integers within inclusive bounds and shuffles without losing items', () => {
    const random = mulberry32(7);
    const ints = new Set(Array.from({ length: 500 }, () => intBetween(random, 1, 3)));
    expect([...ints].sort()).toEqual([1, 2, 3]);
    const items = Array.from({ length: 50 }, (_, i) => i);
    const mixed = shuffled(items, random);
    expect(mixed).not.toEqual(items);
    expect([...mixed].sort((a, b) => a - b)).toEqual(items);
  });
});
