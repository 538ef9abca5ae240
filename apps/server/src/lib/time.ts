/** New York time for the server: the shared primitives plus server-side formatting. */
import { NEW_YORK } from '@fairway/domain';

export {
  NEW_YORK,
  addDays,
  formatEasternClock,
  newYorkOffsetMs,
  newYorkTimeToUtc,
  newYorkWallClock,
} from '@fairway/domain';
export const MINUTE_MS = 60_000;

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: NEW_YORK,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in New York at the given instant. */
export const easternDate = (date: Date) => dateFormat.format(date);
