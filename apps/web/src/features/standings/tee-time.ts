/**
 * The server sends a golfer's next tee time as an Eastern clock ("1:40 PM"). Golf convention
 * (ARCHITECTURE.md "Look and feel") shows tee times in the viewer's own zone, so the clock is
 * turned back into an instant on the day of that golfer's round.
 */

const EASTERN = 'America/New_York';
const MINUTE_MS = 60_000;

const easternWallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** How far New York is from UTC at an instant (negative: -4 h in summer, -5 h in winter). */
function easternOffsetMs(instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of easternWallClock.formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return wallAsUtc - Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * "1:40 PM" in New York on `isoDate` as an ISO instant, or null when the text is not a clock.
 * The offset is looked up twice because the first guess can sit across a DST change.
 */
export function easternClockToIso(clock: string, isoDate: string): string | null {
  // Intl may print a narrow no-break space before AM/PM; \s covers it.
  const match = /^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/i.exec(clock.trim());
  if (!match) return null;
  const [, hourText, minuteText, half] = match;
  const hour12 = Number(hourText);
  const minute = Number(minuteText);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return null;
  const hour = (hour12 % 12) + (half!.toUpperCase() === 'P' ? 12 : 0);
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = asIfUtc - easternOffsetMs(asIfUtc);
  return new Date(asIfUtc - easternOffsetMs(firstGuess)).toISOString();
}
