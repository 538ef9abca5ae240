import { describe, expect, it } from 'vitest';
import { pickedGolferIds, picksProblem } from './picks';

// Golfers 1-2 tier 1, 3-4 tier 2, 5-6 tier 3, 7-9 tier 4, 10 without a tier.
const tiers = new Map<number, number | null>([
  [1, 1],
  [2, 1],
  [3, 2],
  [4, 2],
  [5, 3],
  [6, 3],
  [7, 4],
  [8, 4],
  [9, 4],
  [10, null],
]);
const valid = {
  tier1GolferId: 1,
  tier2GolferId: 3,
  tier3GolferId: 5,
  tier4GolferId1: 7,
  tier4GolferId2: 8,
};

describe('picksProblem', () => {
  it('accepts one golfer from each of tiers 1-3 and two different ones from tier 4', () => {
    expect(picksProblem(valid, tiers)).toBeNull();
    expect(pickedGolferIds(valid)).toEqual([1, 3, 5, 7, 8]);
  });

  it('refuses the same golfer twice', () => {
    expect(picksProblem({ ...valid, tier4GolferId2: 7 }, tiers)).toBe(
      'The same golfer cannot be picked twice',
    );
  });

  it('refuses a golfer from the wrong tier, in every slot', () => {
    expect(picksProblem({ ...valid, tier1GolferId: 4 }, tiers)).toBe('Golfer 4 is not in tier 1');
    expect(picksProblem({ ...valid, tier2GolferId: 2 }, tiers)).toBe('Golfer 2 is not in tier 2');
    expect(picksProblem({ ...valid, tier3GolferId: 9 }, tiers)).toBe('Golfer 9 is not in tier 3');
    expect(picksProblem({ ...valid, tier4GolferId1: 6 }, tiers)).toBe('Golfer 6 is not in tier 4');
  });

  it('refuses golfers outside the field or without a tier', () => {
    expect(picksProblem({ ...valid, tier4GolferId2: 99 }, tiers)).toBe(
      "Golfer 99 is not in this tournament's field",
    );
    expect(picksProblem({ ...valid, tier4GolferId2: 10 }, tiers)).toBe(
      'Golfer 10 is not in tier 4',
    );
  });
});
