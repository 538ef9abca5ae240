import { describe, expect, it } from 'vitest';
import { pickPopularity, uniquePicks } from './popularity';

const golfer = (golferId: number) => ({ golferId, name: `Golfer ${golferId}` });
const entry = (...ids: number[]) => ({ selections: ids.map(golfer) });

describe('pickPopularity', () => {
  it('gives each golfer the share of entries holding them, most picked first', () => {
    const rows = [entry(1, 2, 3, 4, 5), entry(1, 2, 6, 7, 8), entry(1, 9, 6, 7, 10)];
    const popularity = pickPopularity(rows);
    expect(popularity.slice(0, 4)).toEqual([
      { golferId: 1, name: 'Golfer 1', entries: 3, share: 1 },
      { golferId: 2, name: 'Golfer 2', entries: 2, share: 0.6667 },
      { golferId: 6, name: 'Golfer 6', entries: 2, share: 0.6667 },
      { golferId: 7, name: 'Golfer 7', entries: 2, share: 0.6667 },
    ]);
    expect(popularity).toHaveLength(10);
    expect(popularity.at(-1)).toEqual({ golferId: 9, name: 'Golfer 9', entries: 1, share: 0.3333 });
  });

  it('counts a golfer once per entry and answers nothing for no entries', () => {
    expect(pickPopularity([entry(1, 1, 2, 3, 4)])[0]).toMatchObject({ golferId: 1, entries: 1 });
    expect(pickPopularity([])).toEqual([]);
  });

  it('marks as unique only golfers one entry of several holds', () => {
    expect(uniquePicks(pickPopularity([entry(1, 2, 3, 4, 5), entry(1, 2, 3, 4, 6)]))).toEqual(
      new Set([5, 6]),
    );
    // A pool of one entry: everything it holds is its own, so nothing stands out.
    expect(uniquePicks(pickPopularity([entry(1, 2, 3, 4, 5)]))).toEqual(new Set());
  });
});
