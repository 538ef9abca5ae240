import { describe, expect, it } from 'vitest';
import { ExpiringCache } from './expiring-cache';

function counter() {
  let calls = 0;
  return {
    load: (value: string) => () => {
      calls += 1;
      return Promise.resolve(value);
    },
    get calls() {
      return calls;
    },
  };
}

describe('ExpiringCache', () => {
  it('answers from memory until the entry expires, then loads again', async () => {
    let now = 0;
    const cache = new ExpiringCache<string, string>(1000, { now: () => now });
    const loads = counter();
    expect(await cache.get('a', loads.load('first'))).toBe('first');
    now = 999;
    expect(await cache.get('a', loads.load('second'))).toBe('first');
    now = 1000;
    expect(await cache.get('a', loads.load('third'))).toBe('third');
    expect(loads.calls).toBe(2);
  });

  it('peeks at a remembered value without loading, and not past its expiry', async () => {
    let now = 0;
    const cache = new ExpiringCache<string, string>(1000, { now: () => now });
    expect(cache.peek('a')).toBeUndefined();
    cache.set('a', 'remembered');
    expect(await cache.peek('a')).toBe('remembered');
    now = 1000;
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.has('a')).toBe(false);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ExpiringCache<number, number>(1000);
    let calls = 0;
    const load = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 42;
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get(1, load)));
    expect(answers.every((answer) => answer === 42)).toBe(true);
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const cache = new ExpiringCache<string, string>(60_000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve('back'))).toBe('back');
  });

  it('drops entries on request, one or by a rule', async () => {
    const cache = new ExpiringCache<string, string>(60_000);
    const loads = counter();
    for (const key of ['1:1', '1:2', '2:1']) await cache.get(key, loads.load(key));
    cache.delete('2:1');
    cache.deleteWhere((key) => key.startsWith('1:'));
    expect(cache.size).toBe(0);
    expect(await cache.get('1:1', loads.load('fresh'))).toBe('fresh');
  });

  it('keeps at most maxEntries even when nothing expires, dropping the least recently used', async () => {
    const cache = new ExpiringCache<number, number>(60_000, { maxEntries: 3 });
    for (const key of [1, 2, 3]) await cache.get(key, () => Promise.resolve(key));
    // 1 is read again (as is 2, by a peek): 3 is now the least recently used.
    await cache.get(1, () => Promise.resolve(-1));
    await cache.peek(2);
    await cache.get(4, () => Promise.resolve(4));
    expect(cache.size).toBe(3);
    expect(cache.keys().sort()).toEqual([1, 2, 4]);
    // Ten thousand new keys later it still holds three.
    for (let key = 5; key < 10_005; key += 1) cache.set(key, key);
    expect(cache.size).toBe(3);
    expect(cache.keys().sort((a, b) => a - b)).toEqual([10_002, 10_003, 10_004]);
  });

  it('holds 10,000 entries by default', () => {
    const cache = new ExpiringCache<number, number>(60_000);
    for (let key = 0; key < 10_500; key += 1) cache.set(key, key);
    expect(cache.size).toBe(10_000);
    expect(cache.has(499)).toBe(false);
    expect(cache.has(500)).toBe(true);
  });

  it('with a size budget, counts each value once loaded and drops the least recently used past it', async () => {
    const cache = new ExpiringCache<string, string[]>(60_000, {
      size: { max: 10, of: (rows) => rows.length },
    });
    let finish: (rows: string[]) => void = () => undefined;
    const loading = cache.get('a', () => new Promise((resolve) => (finish = resolve)));
    // While it loads it counts 1, and concurrent callers share the load.
    expect(cache.usedSize).toBe(1);
    expect(cache.get('a', () => Promise.resolve(['other']))).toBe(loading);
    finish(['1', '2', '3', '4', '5', '6']);
    await loading;
    expect(cache.usedSize).toBe(6);
    cache.set('b', ['1', '2', '3']);
    expect(cache.usedSize).toBe(9);
    // 'c' needs 4: 'a' (the least recently used) goes.
    cache.set('c', ['1', '2', '3', '4']);
    expect(cache.keys().sort()).toEqual(['b', 'c']);
    expect(cache.usedSize).toBe(7);
    // A value larger than the whole budget is not kept, and pushes nothing out.
    cache.set('huge', Array.from({ length: 11 }, String));
    expect(cache.keys().sort()).toEqual(['b', 'c']);
  });

  it('does not let a load that finishes after its key was replaced count for the new value', async () => {
    const cache = new ExpiringCache<string, string[]>(60_000, {
      size: { max: 100, of: (rows) => rows.length },
    });
    let finish: (rows: string[]) => void = () => undefined;
    const slow = cache.get('a', () => new Promise((resolve) => (finish = resolve)));
    cache.set('a', ['fresh']);
    finish(Array.from({ length: 50 }, String));
    await slow;
    expect(await cache.peek('a')).toEqual(['fresh']);
    expect(cache.usedSize).toBe(1);
  });
});
