/**
 * New York wall-clock arithmetic, DST included: deadlines, tee times and tournament dates all live
 * in America/New_York (docs/rules.md, "Deadlines"). Pure and zod-free, for the server and the
 * browser. The offset at an instant comes from @date-fns/tz's tzOffset (the time zone database
 * through Intl); the rest is adding it, so every device gets the same instant for a wall time.
 */
import { tzOffset } from '@date-fns/tz/tzOffset';

export const NEW_YORK = 'America/New_York';

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** How far New York is from UTC at an instant, in ms (negative: -4 h in summer, -5 h in winter). */
export const newYorkOffsetMs = (instantMs: number): number =>
  tzOffset(NEW_YORK, new Date(instantMs)) * 60_000;

/**
 * The UTC instant of a New York wall-clock time. The offset is looked up twice because the
 * first guess (the wall time read as UTC) can sit on the other side of a DST change. Not
 * TZDate's own constructor: it goes through the device's zone and, for the hour the autumn
 * change repeats, answered in Los Angeles an hour later than in New York; a deadline entered
 * in a browser must be the instant the server computes.
 */
export function newYorkTimeToUtc(isoDate: string, hour: number, minute: number): Date {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = asIfUtc - newYorkOffsetMs(asIfUtc);
  return new Date(asIfUtc - newYorkOffsetMs(firstGuess));
}

/** The New York calendar date and clock time of an instant. */
export function newYorkWallClock(date: Date): { date: string; hour: number; minute: number } {
  const wall = new Date(date.getTime() + newYorkOffsetMs(date.getTime()));
  return {
    date: wall.toISOString().slice(0, 10),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/**
 * Made on first use, not when the module loads: a formatter is costly for a phone to make, and
 * every screen that handles a deadline loads this module without writing a tee time.
 */
let clockFormat: Intl.DateTimeFormat | undefined;

/** "1:40 PM" in New York time: how the spec's leaderboard shows a tee time in the thru column. */
export const formatEasternClock = (date: Date) =>
  (clockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: NEW_YORK,
    hour: 'numeric',
    minute: '2-digit',
  })).format(date);
