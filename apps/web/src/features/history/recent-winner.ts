import type { HistoryItem } from '@fairway/contract';
import { addDays } from '@fairway/domain';
import { easternToday } from '../../lib/times';

/** Days after its end date that a finished tournament's winner card stays up (docs/rules.md "Payouts"). */
export const WINNER_CARD_DAYS = 7;

export interface RecentWinner {
  item: HistoryItem;
  endDate: string;
}

/**
 * The most recently finished tournament with a winner, while it is still news: through the
 * seventh day after its end date, by the New York calendar that tournament dates live in.
 * `endDateOf` answers from data the page already has (history items carry only a start date).
 */
export function recentWinner(
  items: readonly HistoryItem[],
  endDateOf: (tournamentId: number) => string | undefined,
  now: Date,
): RecentWinner | null {
  const finished = items
    .filter((item) => item.winner !== null)
    .flatMap((item) => {
      const endDate = endDateOf(item.id);
      return endDate ? [{ item, endDate }] : [];
    })
    .sort((a, b) => b.endDate.localeCompare(a.endDate));
  const latest = finished[0];
  if (!latest) return null;
  const today = easternToday(now);
  return today <= addDays(latest.endDate, WINNER_CARD_DAYS) ? latest : null;
}

/**
 * Whether any tournament of the season finished recently enough for a winner card: the
 * dashboard asks for the caller's whole history (every tournament scored) only then.
 */
export function anyRecentlyFinished(
  season: readonly { status: string; endDate: string }[],
  now: Date,
): boolean {
  const today = easternToday(now);
  return season.some(
    (tournament) =>
      tournament.status === 'completed' && today <= addDays(tournament.endDate, WINNER_CARD_DAYS),
  );
}

export interface GroupPlaces {
  group: HistoryItem['userGroups'][number];
  places: HistoryItem['payouts'];
}

/** The paid places split by group, in the item's group order; groups that paid nobody drop out. */
export function placesByGroup(item: Pick<HistoryItem, 'userGroups' | 'payouts'>): GroupPlaces[] {
  return item.userGroups
    .map((group) => ({
      group,
      places: item.payouts.filter((place) => place.groupId === group.id),
    }))
    .filter(({ places }) => places.length > 0);
}

/** The name of one of the item's groups (null when it is not among them). */
export const groupNameOf = (item: Pick<HistoryItem, 'userGroups'>, groupId: number | undefined) =>
  item.userGroups.find((group) => group.id === groupId)?.name ?? null;
