/** Gold, silver and bronze for ranks 1 to 3 (standings and tournament history); nothing below. */
export type Medal = 'gold' | 'silver' | 'bronze';

const MEDALS: Record<number, Medal> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

export const medalFor = (rank: number): Medal | null => MEDALS[rank] ?? null;

/** What a screen reader hears for the medal icon. */
export const medalName = (medal: Medal) => `${medal[0]!.toUpperCase()}${medal.slice(1)} medal`;

/**
 * Golf's "T" for a shared position: each rank's label, "T2" when another row holds the same rank.
 * Rows come ranked by the server; this only decides how the rank reads. `nextRank`: the rank of
 * the row after these when they are only the first rows (it may share the last one's).
 */
export function rankLabels(
  rows: readonly { rank: number }[],
  nextRank: number | null = null,
): string[] {
  const holders = new Map<number, number>();
  for (const { rank } of [...rows, ...(nextRank === null ? [] : [{ rank: nextRank }])])
    holders.set(rank, (holders.get(rank) ?? 0) + 1);
  return rows.map(({ rank }) => ((holders.get(rank) ?? 0) > 1 ? `T${rank}` : String(rank)));
}

/** A rank as golf writes it: "T2" when the server says another entry shares it (StandingRow.tied). */
export const rankLabel = (rank: number, tied: boolean) => (tied ? `T${rank}` : String(rank));
