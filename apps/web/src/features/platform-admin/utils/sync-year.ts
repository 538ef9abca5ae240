import { easternToday } from '../../../lib/times';

/**
 * The season Sync Tournaments asks for. The spec's body is "the year 2025", the season when it
 * was written; Fairway sends the current one, read in New York where the tour schedules its
 * events (docs/rules.md, golf data), so New Year's Eve evening still syncs the old season.
 */
export const currentSeasonYear = (now: Date = new Date()): number =>
  Number(easternToday(now).slice(0, 4));
