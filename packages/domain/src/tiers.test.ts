import { describe, expect, it } from 'vitest';
import type { Tier, TierCandidate } from './tiers';
import { MISSING_ODDS, TIER_LIMIT, TIER_MAX_ODDS, autoAssignTiers, tierForOdds } from './tiers';

/** Golfers with ids from `firstId`, one per odds value. */
function golfersWithOdds(odds: (number | null)[], firstId = 1): TierCandidate[] {
  return odds.map((value, i) => ({ id: firstId + i, odds: value }));
}

function countByTier(tiers: Map<number, Tier>): Record<Tier, number> {
  const counts: Record<Tier, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const tier of tiers.values()) counts[tier] += 1;
  return counts;
}

describe('tierForOdds', () => {
  it('puts the exact bounds in the better tier', () => {
    expect(TIER_MAX_ODDS).toEqual({ 1: 20, 2: 50, 3: 100 });
    expect(tierForOdds(1.5)).toBe(1);
    expect(tierForOdds(20)).toBe(1);
    expect(tierForOdds(20.5)).toBe(2);
    expect(tierForOdds(50)).toBe(2);
    expect(tierForOdds(50.01)).toBe(3);
    expect(tierForOdds(100)).toBe(3);
    expect(tierForOdds(101)).toBe(4);
    expect(tierForOdds(null)).toBe(4);
  });
});

describe('autoAssignTiers', () => {
  it('returns an empty map for an empty field', () => {
    expect(autoAssignTiers([]).size).toBe(0);
  });

  it('assigns by odds when no tier is full', () => {
    const tiers = autoAssignTiers(golfersWithOdds([5, 20, 22, 50, 66, 100, 150, null]));
    expect([...tiers.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
      [6, 3],
      [7, 4],
      [8, 4],
    ]);
  });

  it('sends everyone without odds to tier 4, however many there are', () => {
    const tiers = autoAssignTiers(golfersWithOdds(Array<null>(40).fill(null)));
    expect(countByTier(tiers)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 40 });
    expect(MISSING_ODDS).toBe(1000);
  });

  it('moves the longest odds of an overfull tier down to the next tier', () => {
    // 17 golfers at 6..22 to 1 by natural tier: 15 in tier 1 (6-20), two in tier 2.
    const odds = Array.from({ length: 17 }, (_, i) => 4 + i);
    const tiers = autoAssignTiers(golfersWithOdds(odds));
    expect(TIER_LIMIT).toBe(15);
    expect(countByTier(tiers)).toEqual({ 1: 15, 2: 2, 3: 0, 4: 0 });
    // The overflow is the two longest prices that qualified for tier 1: 19 and 20 to 1.
    expect(tiers.get(16)).toBe(2);
    expect(tiers.get(17)).toBe(2);
    expect(tiers.get(15)).toBe(1);
  });

  it('cascades overflow through tiers 2 and 3 into an unlimited tier 4', () => {
    // 50 golfers at 10 to 1 fill tiers 1-3; the rest, and the tier-2 and tier-3 priced golfers, drop.
    const favourites = golfersWithOdds(Array<number>(50).fill(10));
    const midField = golfersWithOdds([30, 80, 200, null], 100);
    const tiers = autoAssignTiers([...midField, ...favourites]);
    expect(countByTier(tiers)).toEqual({ 1: 15, 2: 15, 3: 15, 4: 9 });
    for (const id of [100, 101, 102, 103]) expect(tiers.get(id)).toBe(4);
    // Equal odds: lower ids stay up, whatever the input order.
    expect(tiers.get(1)).toBe(1);
    expect(tiers.get(16)).toBe(2);
    expect(tiers.get(45)).toBe(3);
    expect(tiers.get(46)).toBe(4);
  });

  it('does not depend on input order', () => {
    const field = golfersWithOdds([
      8,
      12,
      12,
      16,
      18,
      20,
      20,
      20,
      9,
      11,
      14,
      15,
      17,
      19,
      10,
      13,
      25,
      45,
      null,
      300,
    ]);
    const forward = autoAssignTiers(field);
    const backward = autoAssignTiers([...field].reverse());
    expect(new Map([...backward].sort((a, b) => a[0] - b[0]))).toEqual(
      new Map([...forward].sort((a, b) => a[0] - b[0])),
    );
  });

  it('fills a realistic 156-golfer field within the limits, best odds highest', () => {
    const odds = Array.from({ length: 156 }, (_, i) => (i < 150 ? 5 + i * 4 : null));
    const tiers = autoAssignTiers(golfersWithOdds(odds));
    const counts = countByTier(tiers);
    for (const tier of [1, 2, 3] as const) expect(counts[tier]).toBeLessThanOrEqual(TIER_LIMIT);
    expect(counts[1] + counts[2] + counts[3] + counts[4]).toBe(156);
    const tierList = odds.map((_, i) => tiers.get(i + 1)!);
    expect([...tierList].sort()).toEqual(tierList);
  });
});
