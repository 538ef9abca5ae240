/**
 * New York wall-clock conversion for custom entry deadlines. Deadlines live in America/New_York
 * (docs/rules.md, "Deadlines"), so the admin edits them as an ET date and time whatever the
 * device's own zone is, and they travel to the server as UTC ISO instants.
 */
import { newYorkTimeToUtc, newYorkWallClock } from '@fairway/domain';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** The UTC instant of an ET date (YYYY-MM-DD) and time (HH:MM), or null when either is not filled in. */
export function easternToUtc(date: string, time: string): Date | null {
  const day = DATE_PATTERN.exec(date);
  const clock = TIME_PATTERN.exec(time);
  if (!day || !clock) return null;
  const isoDate = `${day[1]}-${day[2]}-${day[3]}`;
  const instant = newYorkTimeToUtc(isoDate, Number(clock[1]), Number(clock[2]));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The ET date (YYYY-MM-DD) and time (HH:MM) of an instant, as date and time inputs want them. */
export function easternWallClock(instant: Date | string | number): { date: string; time: string } {
  const { date, hour, minute } = newYorkWallClock(new Date(instant));
  return { date, time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
}

/** Today's date in New York (YYYY-MM-DD). */
export const easternToday = (now: Date | number) => easternWallClock(now).date;

/** The custom deadline's default time of day (08:00 ET, docs/rules.md "Deadlines"). */
export const DEFAULT_DEADLINE_TIME = '08:00';

/** A ticked custom deadline starts at the tournament's start date, 08:00 ET (as a UTC ISO time). */
export function defaultCustomDeadline(startDate: string): string {
  const instant = easternToUtc(startDate, DEFAULT_DEADLINE_TIME);
  if (!instant) throw new Error(`Not a calendar date: ${startDate}`);
  return instant.toISOString();
}

/** Midnight ET of the start date: when a tournament without a first tee time starts. */
export const startOfDayEastern = (startDate: string) => easternToUtc(startDate, '00:00');
