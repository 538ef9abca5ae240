import type { GroupEvent } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import { useEventBus } from '../../../test/event-bus';
import type { DependsOn } from './keyed-memory';
import { LiveMemory } from './live-memory';

const { events, hear } = useEventBus();
const leaderboardUpdate = (tournamentId: number): GroupEvent => ({
  type: 'standings',
  data: { tournamentId, version: 7 },
});
const entryChange = (tournamentId: number): GroupEvent => ({
  type: 'standings',
  data: { tournamentId },
});

/** A memory with one value per dependency, each loaded once; says which are still remembered. */
async function memoryWith(views: Record<string, DependsOn>) {
  const memory = new LiveMemory(events(), 1024 * 1024, 60_000);
  const view = memory.declare({
    name: 'test',
    key: (name: string) => name,
    dependsOn: (_value, name) => views[name]!,
    bytes: () => 10,
    load: async (name) => name,
  });
  for (const name of Object.keys(views)) await view.get(name);
  return {
    memory,
    remembered: () => Object.keys(views).filter((name) => view.peek(name) !== undefined),
  };
}

describe('the live memory', () => {
  it("forgets a tournament's views on its leaderboard update, and a group tournament's on a change written to it", async () => {
    const { remembered } = await memoryWith({
      row: { tournaments: [1] },
      link: { groupTournaments: [[10, 1]] },
      otherLink: { groupTournaments: [[11, 1]] },
      otherRow: { tournaments: [2] },
    });
    hear(10, leaderboardUpdate(1));
    expect(remembered()).toEqual(['link', 'otherLink', 'otherRow']);
    hear(10, entryChange(1));
    expect(remembered()).toEqual(['otherLink', 'otherRow']);
  });

  it('forgets a tournament stored on this instance before any announcement', async () => {
    const { memory, remembered } = await memoryWith({ row: { tournaments: [3] }, other: {} });
    memory.forgetTournament(3);
    expect(remembered()).toEqual(['other']);
  });

  it('keeps a versioned view read while a change was heard, but not an unversioned one', async () => {
    const memory = new LiveMemory(events(), 1024 * 1024, 60_000);
    const readWhileChanging = (versioned: boolean) =>
      memory.declare({
        name: `versioned-${versioned}`,
        key: () => '',
        dependsOn: () => ({ groups: [21] }),
        bytes: () => 10,
        versioned,
        load: async () => {
          hear(20, entryChange(5));
          return 'read';
        },
      });
    const [versioned, unversioned] = [readWhileChanging(true), readWhileChanging(false)];
    await Promise.all([versioned.get(), unversioned.get()]);
    expect(versioned.peek()).toBe('read');
    expect(unversioned.peek()).toBeUndefined();
  });

  it('does not join a load that began before a change: the later reader reads again', async () => {
    const memory = new LiveMemory(events(), 1024 * 1024, 60_000);
    let reads = 0;
    let finishFirst = () => {};
    const view = memory.declare({
      name: 'view',
      key: () => '',
      dependsOn: () => ({ groups: [30] }),
      bytes: () => 10,
      load: async () => {
        reads += 1;
        const read = reads;
        if (read === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
        return `read ${read}`;
      },
    });
    const first = view.get();
    const joined = view.get();
    hear(30, entryChange(6));
    const after = view.get();
    finishFirst();
    expect(await Promise.all([first, joined, after])).toEqual(['read 1', 'read 1', 'read 2']);
    expect(view.peek()).toBe('read 2');
  });
});
