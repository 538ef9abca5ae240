import type { HistoryItem } from '@fairway/contract';

/**
 * The group and tournament history screens' wording, free of React so it is tested on its own.
 */

/** An average to par with one decimal: "+2.4", "-0.6", "E" for an even average, "–" for none. */
export function formatAverageScore(average: number | null): string {
  if (average === null) return '–';
  const rounded = Math.round(average * 10) / 10;
  if (rounded === 0) return 'E';
  return rounded > 0 ? `+${rounded.toFixed(1)}` : rounded.toFixed(1);
}

/** Picks come in slot order: tiers 1, 2 and 3, then two from tier 4. */
export const pickTierLabel = (slot: number) => `Tier ${Math.min(slot + 1, 4)}`;

export const tournamentHistoryPath = (tournamentId: number) =>
  `/tournament/${tournamentId}/history`;
export const manageEntriesPath = (tournamentId: number) =>
  `/admin/tournament/${tournamentId}/entries`;

/** A free pool pays nobody, so its results have no Payout column. */
export const anyPaid = (places: readonly { payout: number }[]) =>
  places.some((place) => place.payout > 0);

/**
 * What the tournament's winner took home, or null when they won nothing (a free pool). Paid
 * places come in rank order like the winner, so the winner is the first of them when paid.
 */
export function winnerPayout(item: Pick<HistoryItem, 'winner' | 'payouts'>): number | null {
  const first = item.payouts[0];
  if (!item.winner || !first || first.rank !== 1) return null;
  return first.playerName === item.winner.name ? first.payout : null;
}
