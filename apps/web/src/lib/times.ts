import { NEW_YORK, newYorkTimeToUtc, newYorkWallClock } from '@fairway/domain';

/**
 * The web's one home for Eastern time. Every time of day on screen comes from here, labelled with its zone, so the same instant is
 * never shown twice in different zones without saying so (docs/rules.md, "Screens"):
 * - deadlines (and the schedule's own clock) in New York time, with "ET";
 * - everything else (tee times, messages, updates) in the viewer's zone, with its short name.
 * `timeZone` is for tests and for a fixed zone; left out, it is the viewer's own.
 * The New York wall-clock arithmetic (DST included) is the domain's rule, shared with the server.
 */
export const EASTERN_TIME_ZONE = NEW_YORK;

type Options = { timeZone?: string };

// Some ICU versions put a narrow no-break space before AM/PM; a plain space reads the same.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** Formatters by their options: making one costs far more than using it (ICU's zone data). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Times already written, by options and instant: a big pool's table names the same few tee
 * times in row after row, each costing a formatter call. Emptied when it grows past a bound.
 */
const written = new Map<string, string>();
const WRITTEN_KEPT = 2_000;

function format(iso: string, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  const writtenKey = `${key}|${iso}`;
  const known = written.get(writtenKey);
  if (known !== undefined) return known;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat('en-US', options)));
  const text = plainSpaces(formatter.format(new Date(iso)));
  if (written.size >= WRITTEN_KEPT) written.clear();
  written.set(writtenKey, text);
  return text;
}

const dayAndTime = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

/** A deadline in New York time: "Jun 11, 7:00 AM ET". */
export const formatDeadlineEt = (iso: string) =>
  `${format(iso, { ...dayAndTime, timeZone: EASTERN_TIME_ZONE })} ET`;

/** A deadline in New York time with its weekday: "Thu, Jun 11, 7:00 AM ET". */
export const formatDeadlineEtLong = (iso: string) =>
  `${format(iso, { ...dayAndTime, weekday: 'short', timeZone: EASTERN_TIME_ZONE })} ET`;

/** The day of an instant in the viewer's zone: "Jun 12, 2026". */
export const formatDayOf = (iso: string, { timeZone }: Options = {}) =>
  format(iso, { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/** A date and time in the viewer's zone with its name: "Jun 12, 1:40 PM PDT". */
export const formatShortDateTime = (iso: string, { timeZone }: Options = {}) =>
  format(iso, { ...dayAndTime, timeZone, timeZoneName: 'short' });

/** The same with the year: "Jun 12, 2026, 1:40 PM PDT". */
export const formatDateTimeWithYear = (iso: string, { timeZone }: Options = {}) =>
  format(iso, { ...dayAndTime, year: 'numeric', timeZone, timeZoneName: 'short' });

/** A time of day in the viewer's zone with its name: "1:40 PM PDT". */
export const formatClock = (iso: string, { timeZone }: Options = {}) =>
  format(iso, { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/**
 * The UTC instant of an ET date (YYYY-MM-DD) and time (HH:MM), as date and time inputs give
 * them, or null when either is not filled in. Deadlines are edited in New York time whatever
 * the device's own zone (docs/rules.md, "Deadlines").
 */
export function easternToUtc(date: string, time: string): Date | null {
  const day = DATE_PATTERN.exec(date);
  const clock = TIME_PATTERN.exec(time);
  if (!day || !clock) return null;
  const instant = newYorkTimeToUtc(
    `${day[1]}-${day[2]}-${day[3]}`,
    Number(clock[1]),
    Number(clock[2]),
  );
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The ET date (YYYY-MM-DD) and time (HH:MM) of an instant, as date and time inputs want them. */
export function easternWallClock(instant: Date | string | number): { date: string; time: string } {
  const { date, hour, minute } = newYorkWallClock(new Date(instant));
  return { date, time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
}

/** Today's date in New York (YYYY-MM-DD): tournaments are scheduled by New York days. */
export const easternToday = (now: Date | number) => easternWallClock(now).date;

/** Midnight ET of a start date: when a tournament without a first tee time starts. */
export const startOfDayEastern = (startDate: string) => easternToUtc(startDate, '00:00');
