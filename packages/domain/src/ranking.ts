export interface Rankable {
  total: number;
  eliminated: boolean;
  /** The entry's guess of the winner's final score to par, if any. */
  tiebreaker: number | null;
}

export interface RankingOptions {
  /** Once the tournament is completed, ties on score are broken by the tiebreaker guess. */
  completed: boolean;
  /** The winner's final score to par (needed when completed). */
  winnerScore: number | null;
}

/**
 * Ranks entries (docs/rules.md, "Scoring and standings"): live entries before eliminated ones, then
 * lower totals first. Rank = 1 + the number of entries strictly ahead, so ties share a rank. When
 * the tournament is completed, entries tied on score are separated by how close their guess was to
 * the winner's score; entries without a guess come after those with one; still tied, they share.
 * Returns ranks in the input order. Sorted once (n log n): a 5,000-entry group is ranked five times
 * per recompute (the total and after each round), so comparing every pair is too slow.
 */
export function rankEntries(entries: readonly Rankable[], options: RankingOptions): number[] {
  const keys = entries.map((entry) => sortKey(entry, options));
  const order = keys.map((_, index) => index).sort((a, b) => compareKeys(keys[a]!, keys[b]!));
  const ranks = new Array<number>(keys.length);
  order.forEach((index, position) => {
    const previous = order[position - 1];
    // The first of a run of equal keys has `position` entries strictly ahead; the rest share it.
    const tied = previous !== undefined && compareKeys(keys[previous]!, keys[index]!) === 0;
    ranks[index] = tied ? ranks[previous]! : position + 1;
  });
  return ranks;
}

type Key = [eliminated: number, total: number, guessMissing: number, guessDistance: number];

function sortKey(entry: Rankable, { completed, winnerScore }: RankingOptions): Key {
  const useTiebreak = completed && winnerScore !== null;
  const hasGuess = entry.tiebreaker !== null;
  return [
    entry.eliminated ? 1 : 0,
    entry.total,
    useTiebreak ? (hasGuess ? 0 : 1) : 0,
    useTiebreak && hasGuess ? Math.abs(entry.tiebreaker! - winnerScore!) : 0,
  ];
}

function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < a.length; i += 1) {
    if (a[i]! !== b[i]!) return a[i]! - b[i]!;
  }
  return 0;
}

/** How an entry's rank reads (docs/rules.md, "Ties and the tiebreak"). */
export interface TieFlags {
  /** Another entry shares the rank ("T3"). */
  tied: boolean;
  /**
   * Level on score with another entry (live or eliminated alike, same total) that ranks
   * differently: the tiebreak separated them. Only a completed tournament's ranking breaks
   * ties, so this is never set while in play.
   */
  decidedByTiebreak: boolean;
}

/** Each entry's tie flags from its ranking (rankEntries' ranks, in the same order). */
export function tieFlags(entries: readonly Rankable[], ranks: readonly number[]): TieFlags[] {
  const sharing = new Map<number, number>();
  // Per score (eliminated or not, total): the best and worst rank among those level on it.
  const levels = new Map<string, { best: number; worst: number }>();
  const levelOf = (entry: Rankable) => `${entry.eliminated ? 1 : 0}:${entry.total}`;
  entries.forEach((entry, index) => {
    const rank = ranks[index]!;
    sharing.set(rank, (sharing.get(rank) ?? 0) + 1);
    const level = levels.get(levelOf(entry));
    if (!level) levels.set(levelOf(entry), { best: rank, worst: rank });
    else {
      level.best = Math.min(level.best, rank);
      level.worst = Math.max(level.worst, rank);
    }
  });
  return entries.map((entry, index) => {
    const level = levels.get(levelOf(entry))!;
    return {
      tied: sharing.get(ranks[index]!)! > 1,
      decidedByTiebreak: level.best !== level.worst,
    };
  });
}

/** The order to list entries in: by rank, keeping the input order among equals. */
export function orderByRank<T>(items: readonly T[], ranks: readonly number[]): T[] {
  return items
    .map((item, index) => ({ item, rank: ranks[index]!, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
