/**
 * New York wall-clock arithmetic, DST included: deadlines, tee times and tournament dates all live
 * in America/New_York (docs/rules.md, "Deadlines"). Pure and zod-free, for the server and the
 * browser.
 */
export const NEW_YORK = 'America/New_York';

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

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The New York wall clock at an instant, read as if it were a UTC timestamp (ms). */
function readWallClockMs(instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

const HOUR_MS = 3_600_000;
/**
 * New York's offset by UTC hour. Since 1970 it has only changed on the hour, so one lookup
 * (formatToParts costs about 10 µs) serves the whole hour: deadlines are worked out on every
 * standings and dashboard request.
 */
const offsetByHour = new Map<number, number>();

/** How far New York is from UTC at an instant, in ms (negative: -4 h in summer, -5 h in winter). */
export function newYorkOffsetMs(instantMs: number): number {
  if (!(instantMs >= 0)) return readWallClockMs(instantMs) - Math.floor(instantMs / 1000) * 1000;
  const hour = Math.floor(instantMs / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = readWallClockMs(hour * HOUR_MS) - hour * HOUR_MS;
    if (offsetByHour.size >= 10_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

const wallClockMs = (instantMs: number) =>
  Math.floor(instantMs / 1000) * 1000 + newYorkOffsetMs(instantMs);

/**
 * The UTC instant of a New York wall-clock time. The offset is looked up twice because the
 * first guess (the wall time read as UTC) can sit on the other side of a DST change.
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
  const wall = new Date(wallClockMs(date.getTime()));
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

/** "1:40 PM" in New York time: how the spec's leaderboard shows a tee time in the thru column. */
export const formatEasternClock = (date: Date) => clockFormat.format(date);
