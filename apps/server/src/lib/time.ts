/** New York time for the server: the shared primitives plus server-side formatting. */
import { NEW_YORK } from '@fairway/contract/rules';

export {
  NEW_YORK,
  addDays,
  newYorkOffsetMs,
  newYorkTimeToUtc,
  newYorkWallClock,
} from '@fairway/contract/rules';
export const MINUTE_MS = 60_000;

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
