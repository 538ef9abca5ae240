import { describe, expect, it } from 'vitest';
import {
  inPaidPlaces,
  paidPlacesOf,
  parsePayoutStructure,
  payoutsByRank,
  prizePoolCents,
  splitPrizePool,
} from './payouts';

describe('parsePayoutStructure', () => {
  it('reads slash-separated positive percentages summing to 100', () => {
    expect(parsePayoutStructure('50/30/20')).toEqual([50, 30, 20]);
    expect(parsePayoutStructure('100')).toEqual([100]);
    expect(parsePayoutStructure('35/25/20/15/5')).toEqual([35, 25, 20, 15, 5]);
    expect(parsePayoutStructure(' 62.5 / 37.5 ')).toEqual([62.5, 37.5]);
  });

  it.each(['', '50/30', '50/50/0', '60/-10/50', 'abc', '50//50', '110/-10'])(
    'refuses %j',
    (text) => {
      expect(parsePayoutStructure(text)).toBeNull();
    },
  );
});

describe('splitPrizePool', () => {
  it('pays places by the structure', () => {
    expect(splitPrizePool(100_00, [50, 30, 20], [1, 2, 3, 4])).toEqual([50_00, 30_00, 20_00, 0]);
  });

  it('splits the places a tie occupies equally', () => {
    // Two tied for 2nd share 2nd and 3rd: (30 + 20) / 2 each.
    expect(splitPrizePool(100_00, [50, 30, 20], [1, 2, 2, 4])).toEqual([50_00, 25_00, 25_00, 0]);
    // Three tied for 1st share all three paid places.
    expect(splitPrizePool(90_00, [50, 30, 20], [1, 1, 1, 4])).toEqual([30_00, 30_00, 30_00, 0]);
    // A tie for 3rd shares 3rd with an unpaid 4th.
    expect(splitPrizePool(100_00, [50, 30, 20], [1, 2, 3, 3])).toEqual([
      50_00, 30_00, 10_00, 10_00,
    ]);
  });

  it('handles ties at every place and more tied entries than paid places', () => {
    expect(splitPrizePool(100_00, [60, 40], [1, 1, 1, 1, 1])).toEqual([
      20_00, 20_00, 20_00, 20_00, 20_00,
    ]);
  });

  it('never loses or invents a cent', () => {
    const prizes = splitPrizePool(100_01, [50, 30, 20], [1, 2, 2, 4]);
    expect(prizes.reduce((a, b) => a + b, 0)).toBe(100_01);
    const thirds = splitPrizePool(100, [100], [1, 1, 1]);
    expect(thirds).toEqual([34, 33, 33]);
  });

  it('gives leftover cents to the places rounded down the most, as docs/rules.md says', () => {
    expect(splitPrizePool(10_03, [70, 30], [1, 2])).toEqual([7_02, 3_01]);
    // Equal remainders: the earlier place.
    expect(splitPrizePool(1_01, [50, 50], [1, 2])).toEqual([51, 50]);
  });

  it('pays nothing from an empty pool and takes input in any order', () => {
    expect(splitPrizePool(0, [50, 30, 20], [1, 2])).toEqual([0, 0]);
    expect(splitPrizePool(100_00, [50, 30, 20], [3, 1, 2])).toEqual([20_00, 50_00, 30_00]);
  });
});

describe('prizePoolCents', () => {
  it('is every entry fee less the platform fee, never below nothing', () => {
    expect(prizePoolCents(10_00, 12, 19_00)).toBe(101_00);
    expect(prizePoolCents(10_00, 4, 0)).toBe(40_00);
    expect(prizePoolCents(5_00, 3, 19_00)).toBe(0);
    expect(prizePoolCents(0, 30, 0)).toBe(0);
  });
});

describe('payoutsByRank', () => {
  it('pays by the chosen structure, not a fixed one', () => {
    expect(payoutsByRank(100_00, '60/40', [1, 2, 3])).toEqual([60_00, 40_00, 0]);
    expect(payoutsByRank(100_00, '50/30/20', [1, 2, 3])).toEqual([50_00, 30_00, 20_00]);
  });

  it('splits a tie across a paid and an unpaid place, leftover cents to the first listed', () => {
    // $100.01 at 60/40: 2nd is $40.00 (rounded down), shared with the unpaid 3rd.
    expect(payoutsByRank(100_01, '60/40', [1, 2, 2])).toEqual([60_01, 20_00, 20_00]);
    // $33.33 for 2nd shared by two: 16.67 and 16.66.
    expect(payoutsByRank(83_33, '60/40', [1, 2, 2])).toEqual([50_00, 16_67, 16_66]);
  });

  it('pays nobody from a structure that cannot be read', () => {
    expect(payoutsByRank(100_00, '50/30', [1, 2])).toEqual([0, 0]);
  });
});

describe('paid places', () => {
  it("are the structure's places, none for one that cannot be read", () => {
    expect(paidPlacesOf('50/30/20')).toBe(3);
    expect(paidPlacesOf('100')).toBe(1);
    expect(paidPlacesOf('50/30')).toBe(0);
  });

  it('hold every rank up to the last paid place, a tie into it included', () => {
    // Ranks 1, 2, 3, 3, 5 in a 50/30/20 pool: both entries tied 3rd share the last paid place.
    expect([1, 2, 3, 3, 5].map((rank) => inPaidPlaces(rank, 3))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
