import { describe, expect, it } from 'vitest';
import {
  alternateProblem,
  alternateSwap,
  alternatesWhereAllowed,
  countingGolferIds,
  withdrewBeforeShot,
} from './alternates';
import type { WithdrawalView } from './alternates';

const entry = {
  tier1GolferId: 1,
  tier2GolferId: 2,
  tier3GolferId: 3,
  tier4GolferId1: 4,
  tier4GolferId2: 5,
  alternateGolferId: 9,
};
const playing: WithdrawalView = { status: 'active', thru: 4, totalToPar: -1 };
const beforeAShot: WithdrawalView = { status: 'WD', thru: 0, totalToPar: null };
const boardWith = (rows: Record<number, WithdrawalView>) => (id: number) => rows[id] ?? playing;

describe('withdrawal protection', () => {
  it('counts a withdrawal as before a shot only with nothing played', () => {
    expect(withdrewBeforeShot(beforeAShot)).toBe(true);
    expect(withdrewBeforeShot({ ...beforeAShot, thru: 7, totalToPar: 2 })).toBe(false);
    // Level par after a round, then gone before the next: played, so not replaced.
    expect(withdrewBeforeShot({ ...beforeAShot, totalToPar: 0 })).toBe(false);
    expect(withdrewBeforeShot({ ...beforeAShot, status: 'DQ' })).toBe(false);
  });

  it('swaps the alternate into the first such pick, once', () => {
    const swap = alternateSwap(entry, boardWith({ 3: beforeAShot, 5: beforeAShot }));
    expect(swap).toEqual({ slot: 2, replacedGolferId: 3, alternateGolferId: 9 });
    expect(countingGolferIds(entry, swap)).toEqual([1, 2, 9, 4, 5]);
  });

  it('swaps nothing when nobody withdrew unplayed, the alternate did too, or there is none', () => {
    expect(alternateSwap(entry, boardWith({ 2: { ...beforeAShot, thru: 3 } }))).toBeNull();
    expect(alternateSwap(entry, boardWith({ 2: beforeAShot, 9: beforeAShot }))).toBeNull();
    expect(
      alternateSwap({ ...entry, alternateGolferId: null }, boardWith({ 2: beforeAShot })),
    ).toBeNull();
  });

  it('lets alternates count only where the group allows them', () => {
    expect(alternatesWhereAllowed([entry], true)[0]!.alternateGolferId).toBe(9);
    expect(alternatesWhereAllowed([entry], false)[0]!.alternateGolferId).toBeNull();
  });

  it('takes only a tier-4 golfer of the field who is not one of the five', () => {
    const tiers = new Map([
      [4, 4],
      [9, 4],
      [7, 2],
    ]);
    expect(alternateProblem(9, entry, tiers)).toBeNull();
    expect(alternateProblem(4, entry, tiers)).toBe(
      'The alternate cannot be one of your five picks',
    );
    expect(alternateProblem(7, entry, tiers)).toBe('The alternate must be a tier 4 golfer');
    expect(alternateProblem(8, entry, tiers)).toBe("Golfer 8 is not in this tournament's field");
  });
});
