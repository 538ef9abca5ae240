import type { StandingRow } from '@fairway/contract';

// One home for how a chance reads, shared with the "my entry" card.
export { formatChance } from '../../lib/chance';

/** The standings carry chances (play has started and a forecast is in, or it is over). */
export const showsChances = (rows: readonly StandingRow[]) =>
  rows.some((row) => row.winProbability !== undefined);

/** A swing in a chance, in percentage points with its sign ("+12 pts", "−3 pts"). */
export function formatSwing(swing: number): string {
  const points = Math.round(Math.abs(swing) * 100);
  if (points === 0) return swing >= 0 ? '+<1 pt' : '−<1 pt';
  return `${swing >= 0 ? '+' : '−'}${points} ${points === 1 ? 'pt' : 'pts'}`;
}
