import type { Random } from '../../lib/random';
import { shuffled, unitFor } from '../../lib/random';

/**
 * Hole-by-hole scoring. A hole's score is one uniform draw mapped through a distribution of
 * eagle/birdie/par/bogey/double/triple whose centre moves with the golfer's skill, the hole's
 * par and the golfer's form that day.
 */

/** How much easier (negative) or harder a hole type plays, in strokes, before course normalising. */
const HOLE_TYPE_SHIFT: Record<number, number> = { 3: 0.08, 4: 0.03, 5: -0.3 };
/** A round's form swings a golfer's expectation by up to this many strokes either way. */
const FORM_SWING = 1.2;
/** The distribution below averages slightly over par at shift 0; this removes that bias per hole. */
const DISTRIBUTION_BIAS = 0.02;

/** 18 hole pars summing to `par` (70-72): two par 3s per nine, par 5s split across the nines. */
export function layoutHolePars(par: number, random: Random): number[] {
  const parFives = par - 68;
  const nine = (fives: number) => {
    const holes = shuffled(
      [3, 3, ...Array<number>(fives).fill(5), ...Array<number>(7 - fives).fill(4)],
      random,
    );
    // Tournaments rarely open a nine on a par 3; swap it with the first par 4.
    if (holes[0] === 3) {
      const firstFour = holes.indexOf(4);
      [holes[0], holes[firstFour]] = [4, 3];
    }
    return holes;
  };
  return [...nine(Math.ceil(parFives / 2)), ...nine(Math.floor(parFives / 2))];
}

/** Per-hole difficulty for a course, normalised so a course as a whole plays to par for skill 0. */
export function holeShifts(holePars: readonly number[]): number[] {
  const raw = holePars.map((par) => HOLE_TYPE_SHIFT[par] ?? 0);
  const mean = raw.reduce((sum, shift) => sum + shift, 0) / raw.length;
  return raw.map((shift) => shift - mean);
}

/**
 * Strokes on one hole. `shift` is the expected strokes over par relative to an average hole
 * (negative for a good golfer); `draw` is uniform in [0, 1).
 */
export function holeStrokes(par: number, shift: number, draw: number): number {
  const x = shift - DISTRIBUTION_BIAS;
  const eagle =
    par === 3
      ? 0.0008
      : par === 5
        ? Math.max(0.003, 0.014 - 0.04 * x)
        : Math.max(0.001, 0.004 - 0.018 * x);
  const birdie = clamp(0.19 - 0.545 * x, 0.03, 0.6);
  const bogey = clamp(0.155 + 0.273 * x, 0.03, 0.5);
  const double = clamp(0.025 + 0.073 * x, 0.004, 0.2);
  const triple = 0.005;
  const parChance = 1 - (eagle + birdie + bogey + double + triple);
  // Cumulative walk from the best score to the worst.
  const outcomes: [toPar: number, chance: number][] = [
    [-2, eagle],
    [-1, birdie],
    [0, parChance],
    [1, bogey],
    [2, double],
  ];
  let edge = 0;
  for (const [toPar, chance] of outcomes) {
    edge += chance;
    if (draw < edge) return par + toPar;
  }
  return par + 3;
}

export interface RoundKey {
  seed: string;
  tournamentId: string;
  golferId: string;
  round: number;
}

/** The strokes on all 18 holes of one round; every hole has its own keyed draw. */
export function roundStrokes(key: RoundKey, holePars: readonly number[], skill: number): number[] {
  const { seed, tournamentId, golferId, round } = key;
  const form = (unitFor(seed, tournamentId, golferId, round, 'form') - 0.5) * 2 * FORM_SWING;
  const perHole = (skill + form) / holePars.length;
  const shifts = holeShifts(holePars);
  return holePars.map((par, hole) =>
    holeStrokes(
      par,
      perHole + shifts[hole]!,
      unitFor(seed, tournamentId, golferId, round, hole + 1),
    ),
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
