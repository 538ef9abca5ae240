import type { PoolType } from './constants';
import { payoutsByRank, prizePoolCents } from './payouts';
import { alternateSwap, countingGolferIds, type WithAlternate } from './alternates';
import { toDollars } from './pricing';
import { orderByRank, rankEntries, tieFlags } from './ranking';
import {
  countGolfer,
  cutScore,
  isOut,
  scoreEntry,
  type CountedGolfer,
  type GolferScore,
} from './scoring';
import {
  countsThroughRounds,
  presentGolfer,
  type BoardRow,
  type StandingGolfer,
} from './standings-golfers';

export type { BoardRow, StandingGolfer } from './standings-golfers';
/** How a board row shows in the standings (its thru: holes, or the tee time before it starts). */
export { presentGolfer } from './standings-golfers';

/** One entry's row in the standings (the contract's StandingRow). */
export interface StandingRow {
  rank: number;
  /** Another entry shares the rank ("T3"). */
  tied: boolean;
  /** Level on score with another entry, separated by the tiebreak (completed only). */
  decidedByTiebreak: boolean;
  entryId: number;
  player: { id: number; name: string };
  selections: StandingGolfer[];
  totalScore: number;
  eliminated: boolean;
  tiebreaker: number | null;
  /** Rank after each completed or current round, for the movement chart. */
  positions: number[];
  /** Dollars this entry wins at its rank (projected while in play, final once completed). */
  payout: number;
  /** Set when the entry's alternate took a withdrawn golfer's place (docs/rules.md). */
  alternate?: { slot: number; replacedGolferId: number; replacedName: string };
}

export interface StandingsEntry extends WithAlternate {
  id: number;
  userId: number;
  userName: string;
  tiebreaker: number | null;
}

/** What a group's pool pays: the prize pool and the structure it is split by. */
export interface PoolMoney {
  prizePoolCents: number;
  payoutStructure: string;
}

/** A group's pool money from its settings, its entries and the tournament's platform fee. */
export const poolMoney = (
  link: { entryFeeCents: number; payoutStructure: string },
  entryCount: number,
  platformFeeCents: number,
): PoolMoney => ({
  prizePoolCents: prizePoolCents(link.entryFeeCents, entryCount, platformFeeCents),
  payoutStructure: link.payoutStructure,
});

/** A pool without entry fees: nobody is paid. */
const NO_MONEY: PoolMoney = { prizePoolCents: 0, payoutStructure: '100' };

/** One golfer as every entry holding them sees them, worked out once per board and pool type. */
interface ScoredGolfer extends CountedGolfer {
  /** What the golfer counts for after each round so far (for the movement chart). */
  throughRound: number[];
  presented: StandingGolfer;
}

/** Everything about the leaderboard that does not depend on a group's entries. */
interface BoardScoring {
  golfers: Map<number, ScoredGolfer>;
  rows: Map<number, BoardRow>;
  /** 0 when the board is empty (nothing is cut yet). */
  tournamentCut: number;
  winnerScore: number | null;
  rounds: number;
}

/**
 * A board (one leaderboard version, shared by every group through the board cache) scored per
 * pool type and phase, remembered while the board is: 200 groups after an update score the
 * field once, not 200 times. Board rows are never changed once loaded, so this is safe.
 */
const scoredBoards = new WeakMap<readonly BoardRow[], Map<string, BoardScoring>>();

/**
 * A group's standings from the leaderboard (docs/rules.md, "Scoring and standings"): each entry's
 * five golfers, their counted scores, the total, elimination, ranks with the tiebreak once
 * completed, and each entry's rank after every round played (for the movement chart), and what each
 * entry wins at its current rank (projected while in play, final once completed).
 */
export function computeStandings(
  entries: readonly StandingsEntry[],
  board: readonly BoardRow[],
  poolType: PoolType,
  completed: boolean,
  currentRound: number,
  money: PoolMoney = NO_MONEY,
): {
  rows: StandingRow[];
  cutScore: number | null;
  /** The winner's final score to par once completed (what tiebreak guesses are measured against). */
  winningScore: number | null;
} {
  const scoring = scoreBoard(board, poolType, completed, currentRound);
  const golferOf = (id: number) => scoring.golfers.get(id) ?? unknownGolfer(id, scoring);
  const scored = entries.map((entry) => {
    const swap = alternateSwap(entry, (id) => scoring.rows.get(id));
    const golfers = countingGolferIds(entry, swap).map(golferOf);
    return { entry, golfers, swap, ...scoreEntry(golfers, poolType) };
  });
  const rankables = scored.map((s) => ({
    total: s.total,
    eliminated: s.eliminated,
    tiebreaker: s.entry.tiebreaker,
  }));
  const ranks = rankEntries(rankables, { completed, winnerScore: scoring.winnerScore });
  const ties = tieFlags(rankables, ranks);
  const positions = roundPositions(scored, scoring.rounds);

  const payouts = payoutsOf(ranks, money);

  const rows = scored.map((s, index): StandingRow => ({
    rank: ranks[index]!,
    ...ties[index]!,
    entryId: s.entry.id,
    player: { id: s.entry.userId, name: s.entry.userName },
    selections: s.golfers.map((golfer) => golfer.presented),
    totalScore: s.total,
    eliminated: s.eliminated,
    tiebreaker: s.entry.tiebreaker,
    positions: positions.map((roundRanks) => roundRanks[index]!),
    payout: payouts[index]!,
    ...(s.swap && {
      alternate: {
        slot: s.swap.slot,
        replacedGolferId: s.swap.replacedGolferId,
        replacedName: scoring.rows.get(s.swap.replacedGolferId)?.name ?? 'Unknown golfer',
      },
    }),
  }));
  return {
    rows: orderByRank(rows, ranks),
    cutScore: board.length > 0 ? scoring.tournamentCut : null,
    winningScore: completed ? scoring.winnerScore : null,
  };
}

/** Each entry's payout in dollars, in the entries' order (ties paid first-listed first). */
function payoutsOf(ranks: readonly number[], money: PoolMoney): number[] {
  if (money.prizePoolCents <= 0) return ranks.map(() => 0);
  const byRank = ranks.map((_, index) => index).sort((a, b) => ranks[a]! - ranks[b]! || a - b);
  const payouts = new Array<number>(ranks.length);
  payoutsByRank(
    money.prizePoolCents,
    money.payoutStructure,
    byRank.map((index) => ranks[index]!),
  ).forEach((cents, position) => (payouts[byRank[position]!] = toDollars(cents)));
  return payouts;
}

function scoreBoard(
  board: readonly BoardRow[],
  poolType: PoolType,
  completed: boolean,
  currentRound: number,
): BoardScoring {
  const rounds = Math.min(Math.max(currentRound, 0), 4);
  const key = `${poolType}:${completed}:${rounds}`;
  let byPhase = scoredBoards.get(board);
  if (!byPhase) scoredBoards.set(board, (byPhase = new Map()));
  const remembered = byPhase.get(key);
  if (remembered) return remembered;

  const field: GolferScore[] = board.map((row) => ({ toPar: row.totalToPar, status: row.status }));
  const tournamentCut = board.length > 0 ? cutScore(field) : 0;
  const winnerScore = completed
    ? Math.min(
        ...board
          .filter((row) => !isOut(row.status) && row.totalToPar !== null)
          .map((row) => row.totalToPar!),
      )
    : null;
  const golfers = new Map<number, ScoredGolfer>();
  const rows = new Map<number, BoardRow>();
  for (const row of board) {
    rows.set(row.golferId, row);
    const score = { toPar: row.totalToPar, status: row.status };
    golfers.set(row.golferId, {
      ...countGolfer(score, poolType, tournamentCut),
      throughRound: countsThroughRounds(row, poolType, tournamentCut, rounds),
      presented: presentGolfer(row, row.golferId, poolType, tournamentCut),
    });
  }
  const scoring = {
    golfers,
    rows,
    tournamentCut,
    winnerScore: Number.isFinite(winnerScore) ? winnerScore : null,
    rounds,
  };
  byPhase.set(key, scoring);
  return scoring;
}

/** A picked golfer the leaderboard does not list (yet): counts as even, still in. */
function unknownGolfer(golferId: number, scoring: BoardScoring): ScoredGolfer {
  return {
    counted: 0,
    out: false,
    throughRound: new Array<number>(scoring.rounds).fill(0),
    presented: presentGolfer(undefined, golferId, 'cut_score', scoring.tournamentCut),
  };
}

/** Each entry's rank after each round so far, scoring golfers through that round only. */
function roundPositions(
  scored: readonly { golfers: readonly ScoredGolfer[] }[],
  rounds: number,
): number[][] {
  const result: number[][] = [];
  for (let round = 0; round < rounds; round += 1) {
    const totals = scored.map(({ golfers }) => {
      let total = 0;
      for (const golfer of golfers) total += golfer.throughRound[round] ?? 0;
      return { total, eliminated: false, tiebreaker: null };
    });
    result.push(rankEntries(totals, { completed: false, winnerScore: null }));
  }
  return result;
}
