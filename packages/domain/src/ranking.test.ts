import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderByRank, rankEntries, tieFlags, type Rankable } from './ranking';

const entry = (total: number, tiebreaker: number | null = null, eliminated = false): Rankable => ({
  total,
  tiebreaker,
  eliminated,
});
const inPlay = { completed: false, winnerScore: null };

describe('rankEntries', () => {
  it('ranks lower totals first, ties sharing a rank while in play', () => {
    expect(rankEntries([entry(-5), entry(-8), entry(-5), entry(0)], inPlay)).toEqual([2, 1, 2, 4]);
  });

  it('shares ties at every place', () => {
    expect(
      rankEntries([entry(-3), entry(-3), entry(-1), entry(-1), entry(2), entry(2)], inPlay),
    ).toEqual([1, 1, 3, 3, 5, 5]);
    expect(rankEntries([entry(0), entry(0), entry(0)], inPlay)).toEqual([1, 1, 1]);
  });

  it('ranks eliminated entries below every live entry, by their actual scores', () => {
    const ranks = rankEntries(
      [entry(-20, null, true), entry(5), entry(-25, null, true), entry(1)],
      inPlay,
    );
    expect(ranks).toEqual([4, 2, 3, 1]);
  });

  it('ignores the tiebreaker while the tournament is in play', () => {
    expect(
      rankEntries([entry(-5, -10), entry(-5, -14)], { completed: false, winnerScore: -14 }),
    ).toEqual([1, 1]);
  });

  it('breaks ties by the guess closest to the winner once completed, guesses before no guess', () => {
    const done = { completed: true, winnerScore: -14 };
    // -12 is 2 away, -17 is 3 away, no guess last; a lone better score stays first.
    expect(
      rankEntries([entry(-5, -17), entry(-5, null), entry(-5, -12), entry(-9, null)], done),
    ).toEqual([3, 4, 2, 1]);
  });

  it('keeps entries tied on score and guess distance sharing a rank', () => {
    const done = { completed: true, winnerScore: -14 };
    expect(
      rankEntries([entry(-5, -12), entry(-5, -16), entry(-5, null), entry(-5, null)], done),
    ).toEqual([1, 1, 3, 3]);
  });

  it('orders items by rank, stable among equals', () => {
    expect(orderByRank(['c', 'a', 'b', 'd'], [3, 1, 1, 4])).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('tieFlags', () => {
  const flagsOf = (entries: Rankable[], options: Parameters<typeof rankEntries>[1]) =>
    tieFlags(entries, rankEntries(entries, options));

  it('marks entries sharing a rank as tied, and nothing as decided by the tiebreak in play', () => {
    expect(flagsOf([entry(-31, -12), entry(-31, -16), entry(-20)], inPlay)).toEqual([
      { tied: true, decidedByTiebreak: false },
      { tied: true, decidedByTiebreak: false },
      { tied: false, decidedByTiebreak: false },
    ]);
  });

  it('marks two entries at -31 separated by the tiebreak once completed, with distinct ranks', () => {
    const done = { completed: true, winnerScore: -14 };
    const entries = [entry(-40), entry(-35), entry(-31, -12), entry(-31, -17), entry(-20)];
    expect(rankEntries(entries, done)).toEqual([1, 2, 3, 4, 5]);
    expect(tieFlags(entries, rankEntries(entries, done))).toEqual([
      { tied: false, decidedByTiebreak: false },
      { tied: false, decidedByTiebreak: false },
      { tied: false, decidedByTiebreak: true },
      { tied: false, decidedByTiebreak: true },
      { tied: false, decidedByTiebreak: false },
    ]);
  });

  it('keeps a genuine tie (same guess distance) tied, and tells the level entry it beat', () => {
    const done = { completed: true, winnerScore: -14 };
    // -12 and -16 are both 2 away: tied at 1; the one without a guess is 3rd.
    expect(flagsOf([entry(-5, -12), entry(-5, -16), entry(-5, null)], done)).toEqual([
      { tied: true, decidedByTiebreak: true },
      { tied: true, decidedByTiebreak: true },
      { tied: false, decidedByTiebreak: true },
    ]);
  });

  it('does not count a live and an eliminated entry on the same total as level', () => {
    const done = { completed: true, winnerScore: -14 };
    expect(flagsOf([entry(-5, -12), entry(-5, -14, true)], done)).toEqual([
      { tied: false, decidedByTiebreak: false },
      { tied: false, decidedByTiebreak: false },
    ]);
  });
});

describe('rankEntries against its definition', () => {
  /**
   * The definition in docs/rules.md ("Scoring and standings"), pair by pair: 1 + the number of
   * entries strictly ahead.
   */
  function rankByDefinition(
    entries: Rankable[],
    completed: boolean,
    winnerScore: number,
  ): number[] {
    const ahead = (a: Rankable, b: Rankable) => {
      if (a.eliminated !== b.eliminated) return !a.eliminated;
      if (a.total !== b.total) return a.total < b.total;
      if (!completed) return false;
      if ((a.tiebreaker === null) !== (b.tiebreaker === null)) return a.tiebreaker !== null;
      if (a.tiebreaker === null || b.tiebreaker === null) return false;
      return Math.abs(a.tiebreaker - winnerScore) < Math.abs(b.tiebreaker - winnerScore);
    };
    return entries.map((e) => 1 + entries.filter((other) => ahead(other, e)).length);
  }

  it('gives every entry 1 + the number of entries strictly ahead of it', () => {
    const rankable = fc.record({
      total: fc.integer({ min: -12, max: 12 }),
      tiebreaker: fc.option(fc.integer({ min: -25, max: 5 })),
      eliminated: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(rankable, { maxLength: 60 }),
        fc.boolean(),
        fc.integer({ min: -20, max: 0 }),
        (entries, completed, winnerScore) => {
          expect(rankEntries(entries, { completed, winnerScore })).toEqual(
            rankByDefinition(entries, completed, winnerScore),
          );
        },
      ),
    );
  });
});
