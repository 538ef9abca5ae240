import type { HistoryItem, TournamentHistoryDetail } from '@fairway/contract';

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
  return first.playerName === item.winner.name && first.groupId === item.winner.groupId
    ? first.payout
    : null;
}

/** "3rd", "11th", "22nd" (by hand, like money: no Intl object to build on a phone's start-up). */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * How a finish's place reads: "T3" when another entry of the group shared it (golf's way),
 * and what a screen reader hears ("tied 3rd", "3rd").
 */
export function finishPlace({ rank, tied }: { rank: number; tied: boolean }) {
  return {
    label: tied ? `T${rank}` : String(rank),
    spoken: tied ? `Tied ${ordinal(rank)}` : ordinal(rank),
  };
}

/**
 * Each listed group's winner (its first entry ranked 1: entries come by rank), with what they
 * won (null in a free pool), in the detail's group order; a group nobody won is left out.
 */
export function groupWinners(detail: Pick<TournamentHistoryDetail, 'groups' | 'entries'>) {
  return detail.groups.flatMap((group) => {
    const first = detail.entries.find((entry) => entry.groupId === group.id && entry.rank === 1);
    if (!first) return [];
    const winner = { name: first.playerName, totalScore: first.totalScore, groupId: group.id };
    return [{ group, winner, payout: first.payout > 0 ? first.payout : null }];
  });
}
