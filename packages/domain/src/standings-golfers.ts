import type { GolferStatus, PoolType } from './constants';
import { formatEasternClock } from './new-york-time';
import { countedScore, isOut } from './scoring';

// How one leaderboard row shows and counts in the standings (computeStandings, standings.ts).

type RoundKey = '1' | '2' | '3' | '4';

/**
 * One leaderboard row as the standings read it: the server's board rows (a database row with
 * the golfer's name) satisfy it.
 */
export interface BoardRow {
  golferId: number;
  name: string;
  status: GolferStatus;
  /** Strokes to par so far; null before the golfer tees off. */
  totalToPar: number | null;
  currentRound: number;
  thru: number;
  teeTime: Date | null;
  rounds: Partial<Record<RoundKey, { toPar: number | null }>>;
}

/** One picked golfer in a standings row (the contract's StandingGolfer). */
export interface StandingGolfer {
  golferId: number;
  name: string;
  /** Strokes to par counted for the entry (the cut score for cut golfers in cut_score pools). */
  score: number;
  /** The golfer's own score to par. */
  actualScore: number | null;
  /** Holes through in the current round, or a tee time before they start. */
  thru: number | string;
  status: GolferStatus;
  /** The tee time (ISO) when the golfer has not started the current round yet, else null. */
  teeTime: string | null;
  /** The round the golfer is in, or the last round played when out. */
  round: number;
  /** Each round's score to par, for the round-by-round view. */
  rounds: Partial<Record<RoundKey, number | null>>;
}

const ROUNDS = ['1', '2', '3', '4'] as const;

export function presentGolfer(
  row: BoardRow | undefined,
  golferId: number,
  poolType: PoolType,
  tournamentCut: number,
): StandingGolfer {
  if (!row)
    return {
      golferId,
      name: 'Unknown golfer',
      score: 0,
      actualScore: null,
      thru: 0,
      teeTime: null,
      status: 'active',
      round: 0,
      rounds: {},
    };
  const rounds: StandingGolfer['rounds'] = {};
  for (const key of ROUNDS) if (row.rounds[key]) rounds[key] = row.rounds[key]!.toPar;
  const notStarted = row.status === 'active' && row.thru === 0 && row.teeTime;
  return {
    golferId,
    name: row.name,
    score: countedScore({ toPar: row.totalToPar, status: row.status }, poolType, tournamentCut),
    actualScore: row.totalToPar,
    thru: notStarted ? formatEasternClock(row.teeTime!) : row.thru,
    teeTime: notStarted ? row.teeTime!.toISOString() : null,
    status: row.status,
    round: row.currentRound,
    rounds,
  };
}

/** What a golfer counts for after each round, scoring only the rounds played by then. */
export function countsThroughRounds(
  golfer: BoardRow,
  poolType: PoolType,
  tournamentCut: number,
  rounds: number,
): number[] {
  const counts: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const played = ROUNDS.slice(0, round).filter(
      (key) => golfer.rounds[key]?.toPar !== null && golfer.rounds[key] !== undefined,
    );
    const out = isOut(golfer.status) && played.length < round;
    counts.push(
      out && poolType === 'cut_score'
        ? tournamentCut
        : played.reduce((sum, key) => sum + (golfer.rounds[key]!.toPar ?? 0), 0),
    );
  }
  return counts;
}
