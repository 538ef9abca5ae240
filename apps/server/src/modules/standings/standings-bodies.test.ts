import { describe, expect, it } from 'vitest';
import { LiveMemory } from '../live';
import { renderedSize, type RenderedJson } from '../../http/rendered-json';
import { useEventBus } from '../../../test/event-bus';
import { StandingsBodies, type Remembered } from './standings-bodies';

const { events, hear } = useEventBus();

/** Bodies in a live memory of `maxBytes`, whose other views' expiry is far away. */
const bodiesWithin = (maxBytes: number) =>
  new StandingsBodies(new LiveMemory(events(), maxBytes, 60_000));

/** A built body of `bytes` bytes (JSON and gzip together), ready at once. */
function built(bytes: number, etag = '"st"'): Remembered {
  const body: RenderedJson = { etag, json: 'x'.repeat(bytes - 10), gzip: Buffer.alloc(10) };
  return { leaderboardVersion: 1, body: Promise.resolve(body) };
}

/** Lets the bodies' own bookkeeping (on their promises) run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('StandingsBodies', () => {
  it('counts each body by its bytes and, over the budget, drops the least recently read', async () => {
    const bodies = bodiesWithin(1_000);
    await bodies.remember('1:7', built(400));
    await bodies.remember('2:7', built(400));
    await settled();
    expect(bodies.bytes).toBe(800);
    // 1:7 is read again, so 2:7 is now the least recently used.
    expect(bodies.get('1:7')).toBeDefined();
    await bodies.remember('3:7', built(400));
    await settled();
    expect(bodies.keys().sort()).toEqual(['1:7', '3:7']);
    expect(bodies.bytes).toBe(800);
    // Peeking (events, the rebuild) does not count as a read: 1:7 goes next.
    bodies.peek('1:7');
    bodies.get('3:7');
    await bodies.remember('4:7', built(400));
    await settled();
    expect(bodies.keys().sort()).toEqual(['3:7', '4:7']);
  });

  it('counts a body being built as 1 byte, then its size; a failed build is forgotten', async () => {
    const bodies = bodiesWithin(1_000);
    let finish: (body: RenderedJson) => void = () => undefined;
    const building: Remembered = {
      leaderboardVersion: 1,
      body: new Promise((resolve) => (finish = resolve)),
    };
    bodies.remember('1:7', building);
    expect(bodies.bytes).toBe(1);
    const body = { etag: '"st"', json: 'x'.repeat(290), gzip: Buffer.alloc(10) };
    finish(body);
    await settled();
    expect(bodies.bytes).toBe(renderedSize(body));
    expect(bodies.peek('1:7')).toBe(building);

    const failing: Remembered = { leaderboardVersion: 1, body: Promise.reject(new Error('gone')) };
    await bodies.remember('2:7', failing).catch(() => undefined);
    await settled();
    expect(bodies.keys()).toEqual(['1:7']);
  });

  it('keeps no body larger than the whole budget, and pushes nothing out for it', async () => {
    const bodies = bodiesWithin(1_000);
    await bodies.remember('1:7', built(600));
    await bodies.remember('2:7', built(1_001));
    await settled();
    expect(bodies.keys()).toEqual(['1:7']);
  });

  it("forgets a group's bodies when its members change, and a group tournament's when a change is written to it, but not on a leaderboard update", async () => {
    const bodies = bodiesWithin(10_000);
    for (const key of ['1:7', '1:8', '11:7', '2:7']) await bodies.remember(key, built(100));
    await settled();
    hear(2, { type: 'standings', data: { tournamentId: 7, version: 3 } });
    hear(11, { type: 'standings', data: { tournamentId: 7, version: 3 } });
    expect(bodies.keys().sort()).toEqual(['11:7', '1:7', '1:8', '2:7']);
    hear(1, { type: 'members', data: { groupId: 1, groupDeleted: true } });
    expect(bodies.keys().sort()).toEqual(['11:7', '2:7']);
    hear(2, { type: 'standings', data: { tournamentId: 7, removed: true } });
    expect(bodies.keys()).toEqual(['11:7']);
    expect(bodies.bytes).toBe(100);
  });

  it("keeps bodies past the memory's default expiry", async () => {
    const clock = { now: 1 };
    const bodies = new StandingsBodies(
      new LiveMemory(events(), 10_000, 1, { now: () => clock.now }),
    );
    await bodies.remember('1:7', built(100));
    clock.now = 60_000;
    expect(bodies.get('1:7')).toBeDefined();
  });
});
