import type { StandingRow } from '@fairway/contract';

/**
 * A chance to win as people say it: whole percent, with "<1%" and ">99%" for the ends that are
 * neither impossible nor certain (docs/rules.md, "Win probability").
 */
export function formatChance(probability: number): string {
  if (probability <= 0) return '0%';
  if (probability >= 1) return '100%';
  if (probability < 0.005) return '<1%';
  if (probability > 0.995) return '>99%';
  return `${Math.round(probability * 100)}%`;
}

/** The standings carry chances (play has started and a forecast is in, or it is over). */
export const showsChances = (rows: readonly StandingRow[]) =>
  rows.some((row) => row.winProbability !== undefined);

/** A swing in a chance, in percentage points with its sign ("+12 pts", "−3 pts"). */
export function formatSwing(swing: number): string {
  const points = Math.round(Math.abs(swing) * 100);
  if (points === 0) return swing >= 0 ? '+<1 pt' : '−<1 pt';
  return `${swing >= 0 ? '+' : '−'}${points} ${points === 1 ? 'pt' : 'pts'}`;
}
