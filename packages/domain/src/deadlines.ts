/**
 * The entry deadline of a group tournament (docs/rules.md, "Deadlines"): the one home of the
 * rule, for the server (which enforces it) and the browser (which checks the admin's dialog).
 */
import type { UrgencyPriority } from './constants';
import { newYorkTimeToUtc, newYorkWallClock } from './new-york-time';

export interface DeadlineInput {
  /** The group admin's custom deadline, if set. */
  customDeadline: Date | null;
  /** The tournament's first day, a New York calendar date (YYYY-MM-DD). */
  startDate: string;
  firstTeeTime: Date | null;
}

type TournamentTimes = Omit<DeadlineInput, 'customDeadline'>;

/**
 * The latest moment entries may stay open: when play starts, so nobody enters with play (and
 * everyone's picks) in view. That is the first tee time, or while the golf data knows none,
 * midnight at the start of the start date (when the standings open).
 */
export function latestEntryDeadline({ startDate, firstTeeTime }: TournamentTimes): Date {
  return firstTeeTime ?? newYorkTimeToUtc(startDate, 0, 0);
}

/**
 * The deadline in force: the custom deadline if set; else the first tee time when it falls on
 * the start date; else midnight (start of day) of the start date, all in New York time; and
 * never later than latestEntryDeadline, so a tee time the feed moves earlier closes entries too.
 */
export function entryDeadline({ customDeadline, startDate, firstTeeTime }: DeadlineInput): Date {
  const chosen =
    customDeadline ??
    (firstTeeTime && newYorkWallClock(firstTeeTime).date === startDate
      ? firstTeeTime
      : newYorkTimeToUtc(startDate, 0, 0));
  const latest = latestEntryDeadline({ startDate, firstTeeTime });
  return chosen.getTime() <= latest.getTime() ? chosen : latest;
}

export const DEADLINE_AFTER_FIRST_TEE_TIME =
  'The entry deadline cannot be later than the first tee time';
export const DEADLINE_AFTER_START_DATE =
  'The entry deadline cannot be later than midnight at the start of the start date while no tee time is known';

/** Why a custom deadline cannot be saved for a tournament, or null when it can. */
export function customDeadlineProblem(customDeadline: Date, times: TournamentTimes): string | null {
  if (customDeadline.getTime() <= latestEntryDeadline(times).getTime()) return null;
  return times.firstTeeTime ? DEADLINE_AFTER_FIRST_TEE_TIME : DEADLINE_AFTER_START_DATE;
}

// The deadline clock, and how urgent an open deadline is on the dashboard.
export const deadlinePassed = (deadline: Date, now: Date) => now.getTime() >= deadline.getTime();

export const hoursUntil = (deadline: Date, now: Date) =>
  (deadline.getTime() - now.getTime()) / 3_600_000;

/** How urgent an open deadline is on the dashboard: within 1 hour critical, within 24 high. */
export function urgencyPriority(hoursLeft: number): UrgencyPriority {
  if (hoursLeft <= 1) return 'critical';
  if (hoursLeft <= 24) return 'high';
  return 'normal';
}
