import type { GolferStatus, PoolType } from './constants';

export interface GolferScore {
  /** Strokes to par so far; null before the golfer tees off (counts as even). */
  toPar: number | null;
  status: GolferStatus;
}

export const isOut = (status: GolferStatus) => status !== 'active';
const strokes = (golfer: GolferScore) => golfer.toPar ?? 0;

/**
 * The tournament's cut score (docs/rules.md, "Scoring and standings"): the worst score among
 * golfers still active, plus one stroke, so a cut golfer never beats one who made the cut. If
 * nobody is active any more, the worst score in the field plus one.
 */
export function cutScore(field: readonly GolferScore[]): number {
  const active = field.filter((g) => !isOut(g.status));
  const pool = active.length > 0 ? active : field;
  if (pool.length === 0) return 0;
  return Math.max(...pool.map(strokes)) + 1;
}

/** What one golfer counts for in an entry under the pool type. */
export function countedScore(
  golfer: GolferScore,
  poolType: PoolType,
  tournamentCutScore: number,
): number {
  if (poolType === 'cut_score' && isOut(golfer.status)) return tournamentCutScore;
  return strokes(golfer);
}

export interface EntryScore {
  /** Sum of the five golfers' counted scores. */
  total: number;
  /** Elimination pools: the entry holds a golfer who is CUT, WD or DQ. */
  eliminated: boolean;
}

/** One golfer as every entry holding them counts them: worked out once per leaderboard. */
export interface CountedGolfer {
  /** countedScore under the pool type. */
  counted: number;
  out: boolean;
}

export function countGolfer(
  golfer: GolferScore,
  poolType: PoolType,
  tournamentCutScore: number,
): CountedGolfer {
  return { counted: countedScore(golfer, poolType, tournamentCutScore), out: isOut(golfer.status) };
}

/** An entry's total and elimination from its golfers as counted. */
export function scoreEntry(golfers: readonly CountedGolfer[], poolType: PoolType): EntryScore {
  let total = 0;
  let anyOut = false;
  for (const golfer of golfers) {
    total += golfer.counted;
    anyOut ||= golfer.out;
  }
  return { total, eliminated: poolType === 'elimination' && anyOut };
}

/** After round 2 the top 65 and ties play on. */
export const CUT_POSITION = 65;

/**
 * Where the cut would fall now (golf's projected cut): the score of the 65th golfer, while
 * rounds 1 and 2 are played and the cut has not been made. Null otherwise.
 */
export function projectedCut(field: readonly GolferScore[], currentRound: number): number | null {
  if (currentRound < 1 || currentRound > 2 || field.some((g) => g.status === 'CUT')) return null;
  const scores = field
    .filter((g) => !isOut(g.status) && g.toPar !== null)
    .map((g) => g.toPar!)
    .sort((a, b) => a - b);
  return scores.length >= CUT_POSITION ? scores[CUT_POSITION - 1]! : null;
}
