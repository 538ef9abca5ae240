import { newYorkTimeToUtc, newYorkWallClock } from '../lib/time';

export interface DeadlineInput {
  /** The group admin's custom deadline, if set. */
  customDeadline: Date | null;
  /** The tournament's first day, a New York calendar date (YYYY-MM-DD). */
  startDate: string;
  firstTeeTime: Date | null;
}

/**
 * The entry deadline (decisions.md): the custom deadline if set; else the first tee time on
 * the start date; else midnight (start of day) of the start date, all in America/New_York.
 */
export function entryDeadline({ customDeadline, startDate, firstTeeTime }: DeadlineInput): Date {
  if (customDeadline) return customDeadline;
  if (firstTeeTime && newYorkWallClock(firstTeeTime).date === startDate) return firstTeeTime;
  return newYorkTimeToUtc(startDate, 0, 0);
}

export const deadlinePassed = (deadline: Date, now: Date) => now.getTime() >= deadline.getTime();

export const hoursUntil = (deadline: Date, now: Date) =>
  (deadline.getTime() - now.getTime()) / 3_600_000;

export type UrgencyPriority = 'critical' | 'high' | 'normal';

/** How urgent an open deadline is on the dashboard: within 1 hour critical, within 24 high. */
export function urgencyPriority(hoursLeft: number): UrgencyPriority {
  if (hoursLeft <= 1) return 'critical';
  if (hoursLeft <= 24) return 'high';
  return 'normal';
}
