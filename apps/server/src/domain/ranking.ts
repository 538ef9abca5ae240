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
 * Ranks entries (decisions.md): live entries before eliminated ones, then lower totals first.
 * Rank = 1 + the number of entries strictly ahead, so ties share a rank. When the tournament
 * is completed, entries tied on score are separated by how close their guess was to the
 * winner's score; entries without a guess come after those with one; still tied, they share.
 * Returns ranks in the input order.
 */
export function rankEntries(entries: readonly Rankable[], options: RankingOptions): number[] {
  const keys = entries.map((entry) => sortKey(entry, options));
  return keys.map((key) => 1 + keys.filter((other) => isAhead(other, key)).length);
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

function isAhead(a: Key, b: Key): boolean {
  for (let i = 0; i < a.length; i += 1) {
    if (a[i]! !== b[i]!) return a[i]! < b[i]!;
  }
  return false;
}

/** The order to list entries in: by rank, keeping the input order among equals. */
export function orderByRank<T>(items: readonly T[], ranks: readonly number[]): T[] {
  return items
    .map((item, index) => ({ item, rank: ranks[index]!, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
