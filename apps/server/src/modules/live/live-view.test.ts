import { describe, expect, it } from 'vitest';
import { useEventBus } from '../../../test/event-bus';
import { LiveMemory } from './live-memory';

const { events, hear } = useEventBus();

/** A memory whose expiry reads `clock.now`, which only the test moves (from 1: 0 is no time). */
function memoryOn(maxBytes: number, defaultTtlMs: number) {
  const clock = { now: 1 };
  const memory = new LiveMemory(events(), maxBytes, defaultTtlMs, { now: () => clock.now });
  return { memory, clock };
}

/** A view of one number per group, named `name`, of `bytes` bytes each. */
const countsIn = (memory: LiveMemory, name: string, ttlMs?: number, bytes = 10) =>
  memory.declare({
    name,
    key: (groupId: number) => String(groupId),
    dependsOn: (_count, groupId) => ({ members: [groupId] }),
    bytes: () => bytes,
    ttlMs,
    load: async (groupId: number) => groupId * 100,
  });

describe('a declared view', () => {
  it('files its values under its own name: views with the same keys keep apart, and list only their own', async () => {
    const { memory } = memoryOn(1024, 60_000);
    const counts = countsIn(memory, 'standings');
    const longer = memory.declare({
      name: 'standings-entries',
      key: (groupId: number) => String(groupId),
      dependsOn: () => ({}),
      bytes: () => 25,
      load: async () => 'other',
    });
    await Promise.all([counts.get(1), counts.get(2), longer.get(1)]);
    expect([counts.peek(1), longer.peek(1)]).toEqual([100, 'other']);
    expect(counts.keys().sort()).toEqual(['1', '2']);
    expect(longer.entries()).toEqual([['1', 'other']]);
    expect([counts.bytes(), longer.bytes()]).toEqual([20, 25]);
    expect(() => countsIn(memory, 'a/b')).toThrow('without "/"');
  });

  it("is kept for its own lifetime, the memory's when it declares none, and for good with 0", async () => {
    const { memory, clock } = memoryOn(1024, 5_000);
    const [short, usual, forGood] = [
      countsIn(memory, 'short', 1_000),
      countsIn(memory, 'usual'),
      countsIn(memory, 'for-good', 0),
    ];
    await Promise.all([short.get(1), usual.get(1), forGood.get(1)]);
    clock.now = 1_002;
    expect([short.look(1), usual.look(1), forGood.look(1)]).toEqual([undefined, 100, 100]);
    clock.now = 5_002;
    expect([usual.look(1), forGood.look(1)]).toEqual([undefined, 100]);
  });

  it('counts its declared bytes against the budget: the least recently read go first, and what is larger than it all is not kept', async () => {
    const { memory } = memoryOn(100, 60_000);
    const counts = countsIn(memory, 'counts', undefined, 40);
    await counts.get(1);
    await counts.get(2);
    counts.peek(1);
    await counts.get(3);
    expect(counts.keys().sort()).toEqual(['1', '3']);
    expect(counts.bytes()).toBe(80);
    const huge = countsIn(memory, 'huge', undefined, 101);
    expect(await huge.get(1)).toBe(100);
    expect([huge.keys(), counts.keys().sort()]).toEqual([[], ['1', '3']]);
  });

  it('is forgotten when what its declaration depends on changes, and only then', async () => {
    const { memory } = memoryOn(1024, 60_000);
    const counts = countsIn(memory, 'counts');
    await Promise.all([counts.get(1), counts.get(2)]);
    hear(2, { type: 'members', data: { groupId: 2, joinedUserId: 9 } });
    expect(counts.keys()).toEqual(['1']);
  });

  it('remembers a batch read unless a change was heard since it began, and keeps only a versioned one regardless', async () => {
    const { memory } = memoryOn(1024, 60_000);
    const counts = countsIn(memory, 'counts');
    const versioned = memory.declare({
      name: 'versioned',
      key: (groupId: number) => String(groupId),
      dependsOn: () => ({}),
      bytes: () => 10,
      versioned: true,
    });
    const began = counts.changesHeard;
    hear(5, { type: 'members', data: { groupId: 5 } });
    counts.remember([1], 100, began);
    versioned.remember([1], 100, began);
    counts.remember([2], 200, counts.changesHeard);
    expect([counts.keys(), versioned.keys()]).toEqual([['2'], ['1']]);
    expect(() => counts.keep([3], 300)).toThrow('not versioned');
  });
});
