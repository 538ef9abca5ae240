import type { MyEntry } from '@fairway/contract';
import { thruLabel } from '../leaderboard';

/**
 * The "my entry" card's wording, free of React so each rule is tested on its own.
 */

/** A rank as golf writes it: "3", or "T3" when another entry shares it. */
export const rankText = ({ rank, tied }: Pick<MyEntry, 'rank' | 'tied'>) =>
  `${tied ? 'T' : ''}${rank}`;

/**
 * How far the golfer to root for has got, after their score: "thru 14", "finished" (the round's
 * 18 holes), "not started", or their tee time ("tees off 1:40 PM", as the feed gives it).
 */
export function progressText(thru: NonNullable<MyEntry['rootFor']>['thru']): string {
  const label = thruLabel(thru, null);
  if (label === 'F') return 'finished';
  if (label === '–') return 'not started';
  return /^\d+$/.test(label) ? `thru ${label}` : `tees off ${label}`;
}

/** The table's caption for screen readers: what each column holds. */
export function columnsText(totalEntries: number, hasPrizes: boolean): string {
  const columns = [`rank of ${totalEntries}`, 'score to par', 'chance to win'];
  if (hasPrizes)
    columns.push('chance to cash (finish in the paid places)', 'payout if it ended now');
  return columns.join(', ');
}
