import type { StandingGolfer, StandingRow } from '@fairway/contract';
import { pickedGolferIds, type Picks } from '../../domain/picks';
import { orderByRank, rankEntries } from '../../domain/ranking';
import {
  countedScore,
  cutScore,
  isOut,
  scoreEntry,
  type GolferScore,
  type PoolType,
} from '../../domain/scoring';
import { formatEasternClock } from '../../lib/time';
import type { BoardRow } from './store';

export interface StandingsEntry extends Picks {
  id: number;
  userId: number;
  userName: string;
  tiebreaker: number | null;
}

const ROUNDS = ['1', '2', '3', '4'] as const;

/**
 * A group's standings from the leaderboard (decisions.md): each entry's five golfers, their
 * counted scores, the total, elimination, ranks with the tiebreak once completed, and each
 * entry's rank after every round played (for the movement chart).
 */
export function computeStandings(
  entries: readonly StandingsEntry[],
  board: readonly BoardRow[],
  poolType: PoolType,
  completed: boolean,
  currentRound: number,
): { rows: StandingRow[]; cutScore: number | null } {
  const byGolfer = new Map(board.map((row) => [row.golferId, row]));
  const field: GolferScore[] = board.map((row) => ({ toPar: row.totalToPar, status: row.status }));
  const tournamentCut = board.length > 0 ? cutScore(field) : 0;
  const winnerScore = completed
    ? Math.min(
        ...board
          .filter((row) => !isOut(row.status) && row.totalToPar !== null)
          .map((row) => row.totalToPar!),
      )
    : null;

  // Each golfer is scored and presented once; a 5,000-entry group holds the same few dozen.
  const presented = new Map<number, StandingGolfer>();
  const present = (id: number) => {
    let golfer = presented.get(id);
    if (!golfer) {
      golfer = presentGolfer(byGolfer.get(id), id, poolType, tournamentCut);
      presented.set(id, golfer);
    }
    return golfer;
  };
  const scored = entries.map((entry) => {
    const ids = pickedGolferIds(entry);
    const scores = ids.map((id): GolferScore => {
      const g = byGolfer.get(id);
      return g ? { toPar: g.totalToPar, status: g.status } : { toPar: null, status: 'active' };
    });
    return { entry, ids, ...scoreEntry(scores, poolType, tournamentCut) };
  });
  const ranks = rankEntries(
    scored.map((s) => ({
      total: s.total,
      eliminated: s.eliminated,
      tiebreaker: s.entry.tiebreaker,
    })),
    { completed, winnerScore: Number.isFinite(winnerScore) ? winnerScore : null },
  );
  const positions = roundPositions(
    entries,
    byGolfer,
    poolType,
    tournamentCut,
    Math.min(Math.max(currentRound, 0), 4),
  );

  const rows = scored.map((s, index): StandingRow => ({
    rank: ranks[index]!,
    entryId: s.entry.id,
    player: { id: s.entry.userId, name: s.entry.userName },
    selections: s.ids.map(present),
    totalScore: s.total,
    eliminated: s.eliminated,
    tiebreaker: s.entry.tiebreaker,
    positions: positions.map((roundRanks) => roundRanks[index]!),
  }));
  return { rows: orderByRank(rows, ranks), cutScore: board.length > 0 ? tournamentCut : null };
}

function presentGolfer(
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

/** Each entry's rank after each round so far, scoring golfers through that round only. */
function roundPositions(
  entries: readonly StandingsEntry[],
  byGolfer: Map<number, BoardRow>,
  poolType: PoolType,
  tournamentCut: number,
  rounds: number,
): number[][] {
  // What each golfer counts for after each round, worked out once per golfer.
  const throughRound = new Map<number, number[]>();
  for (const [id, golfer] of byGolfer) {
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
    throughRound.set(id, counts);
  }
  const result: number[][] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const totals = entries.map((entry) => {
      let total = 0;
      for (const id of pickedGolferIds(entry)) total += throughRound.get(id)?.[round - 1] ?? 0;
      return { total, eliminated: false, tiebreaker: null };
    });
    result.push(rankEntries(totals, { completed: false, winnerScore: null }));
  }
  return result;
}
