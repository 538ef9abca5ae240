import type { TierGolfer } from '@fairway/contract';

/** Odds are "N to 1" and shown as "+N" ("+12", "+150"); unknown odds show a dash. */
export const formatOdds = (odds: number | null) => (odds === null ? '—' : `+${odds}`);

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
