import { MISSING_ODDS, isOut, type BoardRow } from '@fairway/domain';

/**
 * What the forecast knows about a tournament's field at one leaderboard version (docs/rules.md,
 * "Win probability"): each golfer's score so far, whether they are out, how many holes they
 * have played, and how many strokes over par a round of theirs is expected to take from here.
 * Plain numbers, so it can be posted to the forecast's worker thread.
 */
export interface FieldModel {
  golferIds: number[];
  /** Strokes to par so far (0 before a golfer tees off). */
  toPar: number[];
  /** 1 when the golfer is cut, withdrawn or disqualified: their score is final. */
  out: number[];
  /** Holes played of the 72 (the simulation plays the rest). */
  holesPlayed: number[];
  /** Expected strokes over par per 18 holes from here on. */
  meanPerRound: number[];
  /** The cut after round 2 is still to come: the simulation makes it. */
  cutPending: boolean;
}

export const HOLES = 72;
/** How sharply one stroke per round of skill changes the chance to win (a tour-like field). */
const STRENGTH_PER_STROKE = 1.2;
/**
 * How many rounds of evidence the odds are worth against this week's scores: a golfer's form so
 * far moves their expectation by (their rounds) / (their rounds + this) of what it showed.
 */
const PRIOR_ROUNDS = 12;

/**
 * A tournament's field, from the board and the odds golfers were priced at ("N to 1"), golfers
 * in id order: the draws are taken golfer by golfer, so however the board's rows were read, one
 * leaderboard version simulates the same finishes (on every instance, and on every reread).
 */
export function fieldModel(
  boardAsRead: readonly BoardRow[],
  oddsByGolfer: ReadonlyMap<number, number | null>,
  cutMade: boolean,
): FieldModel {
  const board = [...boardAsRead].sort((a, b) => a.golferId - b.golferId);
  const skills = skillsFromOdds(board.map((row) => oddsByGolfer.get(row.golferId) ?? null));
  const holesPlayed = board.map(playedHoles);
  const toPar = board.map((row) => row.totalToPar ?? 0);
  const out = board.map((row) => (isOut(row.status) ? 1 : 0));

  // The course this week: how far the field as a whole is from what its skills say.
  let residual = 0;
  let rounds = 0;
  board.forEach((_, i) => {
    if (out[i] || holesPlayed[i] === 0) return;
    residual += toPar[i]! - (skills[i]! * holesPlayed[i]!) / 18;
    rounds += holesPlayed[i]! / 18;
  });
  const courseShift = rounds > 0 ? residual / (rounds + PRIOR_ROUNDS) : 0;

  const meanPerRound = board.map((_, i) => {
    const played = holesPlayed[i]! / 18;
    const expectedSoFar = (skills[i]! + courseShift) * played;
    const form = played > 0 ? (toPar[i]! - expectedSoFar) / (played + PRIOR_ROUNDS) : 0;
    return skills[i]! + courseShift + form;
  });

  return {
    golferIds: board.map((row) => row.golferId),
    toPar,
    out,
    holesPlayed,
    meanPerRound,
    cutPending: !cutMade && !board.some((row) => row.status === 'CUT'),
  };
}

/**
 * Strokes per round relative to the field's average, from winner odds: the odds' implied chances
 * (without the bookmaker's margin) are taken as proportional to exp(-1.2 x skill), the same
 * relation the simulated season prices its fields by. Unpriced golfers count as long shots.
 */
export function skillsFromOdds(odds: readonly (number | null)[]): number[] {
  const chances = odds.map((price) => 1 / ((price ?? MISSING_ODDS) + 1));
  const total = chances.reduce((sum, chance) => sum + chance, 0);
  const skills = chances.map((chance) => -Math.log(chance / total) / STRENGTH_PER_STROKE);
  const mean = skills.reduce((sum, skill) => sum + skill, 0) / Math.max(1, skills.length);
  return skills.map((skill) => skill - mean);
}

/** Holes a golfer has completed: the rounds before their current one, and this one's holes. */
function playedHoles(row: BoardRow): number {
  if (row.currentRound < 1) return 0;
  return Math.min(HOLES, (row.currentRound - 1) * 18 + Math.min(18, Math.max(0, row.thru)));
}
