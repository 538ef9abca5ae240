/** Calendar arithmetic and New York wall-clock conversion, DST included. */

export const NEW_YORK = 'America/New_York';
export const MINUTE_MS = 60_000;

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A YYYY-MM-DD date moved by whole days (pure calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The New York wall clock at an instant, as if it were a UTC timestamp (ms). */
function newYorkWallClockMs(instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
}

/** How far New York is from UTC at an instant, in ms (negative: -4h in summer, -5h in winter). */
export function newYorkOffsetMs(instantMs: number): number {
  return newYorkWallClockMs(instantMs) - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The UTC instant of a New York wall-clock time. The offset is looked up twice because the
 * first guess (the wall time read as UTC) can sit on the other side of a DST change.
 */
export function newYorkTimeToUtc(isoDate: string, hour: number, minute: number): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = asIfUtc - newYorkOffsetMs(asIfUtc);
  return new Date(asIfUtc - newYorkOffsetMs(firstGuess));
}

/** The New York calendar date and clock time of an instant (for tests and labels). */
export function newYorkWallClock(date: Date): { date: string; hour: number; minute: number } {
  const wall = new Date(newYorkWallClockMs(date.getTime()));
  return {
    date: wall.toISOString().slice(0, 10),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK,
  hour: 'numeric',
  minute: '2-digit',
});
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: NEW_YORK,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "1:40 PM" in New York time: how the spec's leaderboard shows a tee time in the thru column. */
export const formatEasternClock = (date: Date) => clockFormat.format(date);

/** The calendar date (YYYY-MM-DD) in New York at the given instant. */
export const easternDate = (date: Date) => dateFormat.format(date);
