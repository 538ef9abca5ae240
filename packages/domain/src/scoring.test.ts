import { describe, expect, it } from 'vitest';
import {
  countGolfer,
  cutScore,
  projectedCut,
  scoreEntry as scoreCounted,
  type GolferScore,
} from './scoring';
import type { PoolType } from './constants';

const active = (toPar: number | null): GolferScore => ({ toPar, status: 'active' });
const out = (status: 'CUT' | 'WD' | 'DQ', toPar: number | null): GolferScore => ({ toPar, status });

describe('cutScore', () => {
  it('is the worst active score plus one stroke', () => {
    expect(cutScore([active(-10), active(2), active(4), out('CUT', 6), out('WD', -3)])).toBe(5);
  });

  it('counts golfers who have not teed off as even', () => {
    expect(cutScore([active(null), active(-2)])).toBe(1);
  });

  it('falls back to the whole field when every golfer is out', () => {
    expect(cutScore([out('CUT', 3), out('CUT', 7), out('WD', 1)])).toBe(8);
    expect(cutScore([])).toBe(0);
  });
});

/** Golfers counted as standings count them (once per board), then the entry scored. */
const scoreEntry = (golfers: GolferScore[], poolType: PoolType, tournamentCut: number) =>
  scoreCounted(
    golfers.map((golfer) => countGolfer(golfer, poolType, tournamentCut)),
    poolType,
  );

describe('scoreEntry', () => {
  const field = [
    active(-8),
    active(-2),
    active(1),
    active(3),
    out('CUT', 5),
    out('WD', -4),
    out('DQ', 0),
  ];
  const tournamentCut = cutScore(field); // 4

  it('sums five golfers in a cut_score pool, cut/WD/DQ golfers counting the cut score', () => {
    expect(
      scoreEntry(
        [active(-8), active(-2), active(1), active(3), active(0)],
        'cut_score',
        tournamentCut,
      ),
    ).toEqual({ total: -6, eliminated: false });
    expect(
      scoreEntry(
        [active(-8), active(-2), active(1), out('CUT', 5), out('WD', -4)],
        'cut_score',
        tournamentCut,
      ),
    ).toEqual({ total: -1, eliminated: false });
  });

  it('never lets a cut golfer beat one who made the cut', () => {
    const madeIt = scoreEntry([active(3)], 'cut_score', tournamentCut).total;
    const missed = scoreEntry([out('CUT', -20)], 'cut_score', tournamentCut).total;
    expect(missed).toBeGreaterThan(madeIt);
  });

  it('treats a withdrawal before the cut like a cut', () => {
    expect(scoreEntry([out('WD', -1)], 'cut_score', tournamentCut).total).toBe(tournamentCut);
  });

  it('eliminates an entry holding any CUT, WD or DQ golfer in an elimination pool, keeping actual scores', () => {
    expect(scoreEntry([active(-8), out('DQ', 0)], 'elimination', tournamentCut)).toEqual({
      total: -8,
      eliminated: true,
    });
    expect(scoreEntry([active(-8), active(2)], 'elimination', tournamentCut)).toEqual({
      total: -6,
      eliminated: false,
    });
  });

  it('scores an entry whose golfers were all cut', () => {
    const allCut = [out('CUT', 5), out('CUT', 6), out('CUT', 7), out('CUT', 8), out('CUT', 9)];
    expect(scoreEntry(allCut, 'cut_score', cutScore(allCut))).toEqual({
      total: 50,
      eliminated: false,
    });
    expect(scoreEntry(allCut, 'elimination', cutScore(allCut))).toEqual({
      total: 35,
      eliminated: true,
    });
  });
});

describe('projectedCut', () => {
  const field = (n: number) => Array.from({ length: n }, (_, i) => active(i - 10));
  it('is the 65th best score during rounds 1 and 2', () => {
    expect(projectedCut(field(100), 1)).toBe(54);
    expect(projectedCut(field(100), 2)).toBe(54);
  });

  it('is null before play, after round 2, once the cut is made, or with a small field', () => {
    expect(projectedCut(field(100), 0)).toBeNull();
    expect(projectedCut(field(100), 3)).toBeNull();
    expect(projectedCut([...field(100), out('CUT', 9)], 2)).toBeNull();
    expect(projectedCut(field(40), 2)).toBeNull();
  });
});
