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
    const cache = new ExpiringCache<string, string>(1000, 100, () => now);
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
    const cache = new ExpiringCache<string, string>(1000, 100, () => now);
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

  it('sweeps expired entries once it grows past its bound', async () => {
    let now = 0;
    const cache = new ExpiringCache<number, number>(10, 3, () => now);
    for (const key of [1, 2, 3]) await cache.get(key, () => Promise.resolve(key));
    now = 20;
    await cache.get(4, () => Promise.resolve(4));
    expect(cache.size).toBe(1);
  });
});
