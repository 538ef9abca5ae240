import { easternToday } from '../../../lib/times';

const DAY_MS = 86_400_000;

/** Whole calendar days from today (in New York, where tournaments are scheduled) to a start date. */
export function daysUntil(startDate: string, now: number): number {
  const today = Date.parse(`${easternToday(now)}T00:00:00Z`);
  const start = Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`);
  return Math.round((start - today) / DAY_MS);
}

/** Upcoming cards: "N days until start", or "Starting today" once the day has come. */
export function startsInLabel(startDate: string, now: number): string {
  const days = daysUntil(startDate, now);
  if (days <= 0) return 'Starting today';
  return days === 1 ? '1 day until start' : `${days} days until start`;
}

/** The user's own entries on a tournament card: "N Entries", "Entry Submitted" or "No Entry". */
export function ownEntriesLabel(count: number): string {
  if (count > 1) return `${count} Entries`;
  return count === 1 ? 'Entry Submitted' : 'No Entry';
}
