/**
 * New York wall-clock conversion for custom entry deadlines. Deadlines live in America/New_York
 * (groups.md section 4), so the admin edits them as an ET date and time whatever the device's
 * own zone is, and they travel to the server as UTC ISO instants.
 */
const NEW_YORK = 'America/New_York';

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

/** The New York wall clock at an instant, read as if it were a UTC timestamp (ms). */
function wallClockMs(instantMs: number): number {
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

/** New York's distance from UTC at an instant: -4 h in summer, -5 h in winter. */
const offsetMs = (instantMs: number) =>
  wallClockMs(instantMs) - Math.floor(instantMs / 1000) * 1000;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/**
 * The UTC instant of an ET date (YYYY-MM-DD) and time (HH:MM), or null when either is not
 * filled in. The offset is looked up twice because the wall time read as UTC can sit on the
 * other side of a daylight-saving change.
 */
export function easternToUtc(date: string, time: string): Date | null {
  const day = DATE_PATTERN.exec(date);
  const clock = TIME_PATTERN.exec(time);
  if (!day || !clock) return null;
  const asIfUtc = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(asIfUtc)) return null;
  const firstGuess = asIfUtc - offsetMs(asIfUtc);
  return new Date(asIfUtc - offsetMs(firstGuess));
}

/** The ET date (YYYY-MM-DD) and time (HH:MM) of an instant, as date and time inputs want them. */
export function easternWallClock(instant: Date | string | number): { date: string; time: string } {
  const iso = new Date(wallClockMs(new Date(instant).getTime())).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Today's date in New York (YYYY-MM-DD). */
export const easternToday = (now: Date | number) => easternWallClock(now).date;

/** The custom deadline's default time of day (groups.md section 9: 08:00 ET). */
export const DEFAULT_DEADLINE_TIME = '08:00';

/** A ticked custom deadline starts at the tournament's start date, 08:00 ET (as a UTC ISO time). */
export function defaultCustomDeadline(startDate: string): string {
  const instant = easternToUtc(startDate, DEFAULT_DEADLINE_TIME);
  if (!instant) throw new Error(`Not a calendar date: ${startDate}`);
  return instant.toISOString();
}

/** Midnight ET of the start date: when a tournament without a first tee time starts. */
export const startOfDayEastern = (startDate: string) => easternToUtc(startDate, '00:00');
