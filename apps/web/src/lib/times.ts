/**
 * Every time of day on screen comes from here, labelled with its zone, so the same instant is
 * never shown twice in different zones without saying so (docs/rules.md, "Screens"):
 * - deadlines (and the schedule's own clock) in New York time, with "ET";
 * - everything else (tee times, messages, updates) in the viewer's zone, with its short name.
 * `timeZone` is for tests and for a fixed zone; left out, it is the viewer's own.
 */
export const EASTERN_TIME_ZONE = 'America/New_York';

type Options = { timeZone?: string };

// Some ICU versions put a narrow no-break space before AM/PM; a plain space reads the same.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

function format(iso: string, options: Intl.DateTimeFormatOptions): string {
  return plainSpaces(new Intl.DateTimeFormat('en-US', options).format(new Date(iso)));
}

const dayAndTime = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

/** A deadline in New York time: "Jun 11, 7:00 AM ET". */
export const formatDeadlineEt = (iso: string) =>
  `${format(iso, { ...dayAndTime, timeZone: EASTERN_TIME_ZONE })} ET`;

/** A deadline in New York time with its weekday: "Thu, Jun 11, 7:00 AM ET". */
export const formatDeadlineEtLong = (iso: string) =>
  `${format(iso, { ...dayAndTime, weekday: 'short', timeZone: EASTERN_TIME_ZONE })} ET`;

/** A date and time in the viewer's zone with its name: "Jun 12, 1:40 PM PDT". */
export const formatShortDateTime = (iso: string, { timeZone }: Options = {}) =>
  format(iso, { ...dayAndTime, timeZone, timeZoneName: 'short' });

/** The same with the year: "Jun 12, 2026, 1:40 PM PDT". */
export const formatDateTimeWithYear = (iso: string, { timeZone }: Options = {}) =>
  format(iso, { ...dayAndTime, year: 'numeric', timeZone, timeZoneName: 'short' });

/** A time of day in the viewer's zone with its name: "1:40 PM PDT". */
export const formatClock = (iso: string, { timeZone }: Options = {}) =>
  format(iso, { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });
