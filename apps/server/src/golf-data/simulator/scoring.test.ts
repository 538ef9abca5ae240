import { describe, expect, it } from 'vitest';
import { randomFor } from '../../lib/random';
import { holeShifts, holeStrokes, layoutHolePars, roundStrokes } from './scoring';

const pars72 = layoutHolePars(72, randomFor('test', 'course'));

/** Mean strokes to par over many simulated rounds of one skill. */
function meanRound(skill: number, rounds = 3000): number {
  let total = 0;
  for (let i = 0; i < rounds; i++) {
    const strokes = roundStrokes(
      { seed: 'test', tournamentId: 'sim-x', golferId: `g-${i}`, round: 1 },
      pars72,
      skill,
    );
    total += strokes.reduce((sum, s) => sum + s, 0) - 72;
  }
  return total / rounds;
}

describe('course layout', () => {
  it('builds 18 holes summing to par 70-72 with two par 3s per nine', () => {
    for (const par of [70, 71, 72]) {
      const holes = layoutHolePars(par, randomFor('layout', par));
      expect(holes).toHaveLength(18);
      expect(holes.reduce((sum, p) => sum + p, 0)).toBe(par);
      expect(holes.slice(0, 9).filter((p) => p === 3)).toHaveLength(2);
      expect(holes.slice(9).filter((p) => p === 3)).toHaveLength(2);
      expect(holes[0]).not.toBe(3);
    }
  });

  it('normalises hole difficulty so the course as a whole is neutral', () => {
    const shifts = holeShifts(pars72);
    expect(Math.abs(shifts.reduce((sum, s) => sum + s, 0))).toBeLessThan(1e-9);
  });
});

describe('hole scores', () => {
  it('follows a tour-like distribution for an average golfer on a par 4', () => {
    const counts = new Map<number, number>();
    const samples = 20_000;
    for (let i = 0; i < samples; i++) {
      const toPar = holeStrokes(4, 0, (i + 0.5) / samples) - 4;
      counts.set(toPar, (counts.get(toPar) ?? 0) + 1);
    }
    const rate = (toPar: number) => (counts.get(toPar) ?? 0) / samples;
    expect(rate(-2)).toBeLessThan(0.01);
    expect(rate(-1)).toBeCloseTo(0.2, 1);
    expect(rate(0)).toBeCloseTo(0.6, 1);
    expect(rate(1)).toBeCloseTo(0.15, 1);
    expect(rate(2) + rate(3)).toBeLessThan(0.05);
  });

  it('never gets worse as the draw gets smaller, and better golfers score lower', () => {
    let previous = 0;
    for (let draw = 0; draw < 1; draw += 0.001) {
      const strokes = holeStrokes(5, 0, draw);
      expect(strokes).toBeGreaterThanOrEqual(previous);
      previous = strokes;
    }
    expect(holeStrokes(4, -0.3, 0.3)).toBeLessThanOrEqual(holeStrokes(4, 0.3, 0.3));
  });

  it('averages about -3 a round for a top golfer and +2 for a weak one', () => {
    expect(meanRound(-3)).toBeGreaterThan(-3.5);
    expect(meanRound(-3)).toBeLessThan(-2.5);
    expect(meanRound(2)).toBeGreaterThan(1.5);
    expect(meanRound(2)).toBeLessThan(2.5);
  });

  it('is a pure function of the key', () => {
    const key = { seed: 's', tournamentId: 'sim-1', golferId: 'sim-g-9', round: 3 };
    expect(roundStrokes(key, pars72, -1)).toEqual(roundStrokes({ ...key }, pars72, -1));
    expect(roundStrokes(key, pars72, -1)).not.toEqual(
      roundStrokes({ ...key, round: 4 }, pars72, -1),
    );
  });
});
