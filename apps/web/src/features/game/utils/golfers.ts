import type { TierGolfer } from '@fairway/contract';

/**
 * Odds are stored as "N to 1" and written the way golf fans read them: "25/1", "15/2" for 7.5
 * ("+25" would read as 25 over par); unknown odds show a dash.
 */
export function formatOdds(odds: number | null): string {
  if (odds === null) return '—';
  // The smallest whole fraction: 7.5 → 15/2, 4.25 → 17/4, 0.5 → 1/2 (odds-on).
  for (const per of [1, 2, 4, 5, 10, 100]) {
    const against = odds * per;
    if (Math.abs(against - Math.round(against)) < 1e-9) return `${Math.round(against)}/${per}`;
  }
  return `${odds.toFixed(2)}/1`;
}

/** The odds as a screen reader says them: "25 to 1 to win". */
export const spokenOdds = (odds: number | null) =>
  odds === null ? 'odds unknown' : `${formatOdds(odds).replace('/', ' to ')} to win`;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The tier's golfers whose name contains the search text, ignoring case and accents (Åberg = Aberg). */
export function filterGolfers(golfers: readonly TierGolfer[], query: string): TierGolfer[] {
  const needle = fold(query.trim());
  if (!needle) return [...golfers];
  return golfers.filter((golfer) => fold(golfer.name).includes(needle));
}
