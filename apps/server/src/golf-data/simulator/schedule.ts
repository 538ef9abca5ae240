import { MINUTE_MS, addDays, newYorkTimeToUtc } from '../../lib/time';

/** Minutes per hole; 18 holes make a round of 4h12m. */
export const HOLE_MINUTES = 14;
export const HOLE_MS = HOLE_MINUTES * MINUTE_MS;
export const ROUND_MS = 18 * HOLE_MS;

/** First tee time (New York) of rounds 1-2 (the whole field in threes) and 3-4 (pairs after the cut). */
const FIRST_TEE = { early: { hour: 7, minute: 0 }, weekend: { hour: 8, minute: 0 } };

/** Groups go off alternately 11 and 10 minutes apart, as tour tee sheets do. */
export function groupOffsetMinutes(groupIndex: number): number {
  return 10 * groupIndex + Math.ceil(groupIndex / 2);
}

/** Holes completed at `nowMs` by a golfer who teed off at `teeMs`, 0-18. */
export function holesCompleted(teeMs: number, nowMs: number): number {
  return Math.min(18, Math.max(0, Math.floor((nowMs - teeMs) / HOLE_MS)));
}

/** The UTC instant a round's tee sheet starts: day `round - 1` of the event. */
function firstTeeOfRound(startDate: string, round: number): number {
  const time = round <= 2 ? FIRST_TEE.early : FIRST_TEE.weekend;
  return newYorkTimeToUtc(addDays(startDate, round - 1), time.hour, time.minute).getTime();
}

/**
 * Rounds 1 and 2: the draw split into threes. Round 2 sends the groups off in reverse, so
 * the late starters of Thursday go early on Friday.
 */
export function openingRoundTeeTimes(
  startDate: string,
  round: 1 | 2,
  draw: readonly string[],
): Map<string, number> {
  const groupCount = Math.ceil(draw.length / 3);
  const firstTee = firstTeeOfRound(startDate, round);
  const teeTimes = new Map<string, number>();
  draw.forEach((golferId, position) => {
    const group = Math.floor(position / 3);
    const slot = round === 1 ? group : groupCount - 1 - group;
    teeTimes.set(golferId, firstTee + groupOffsetMinutes(slot) * MINUTE_MS);
  });
  return teeTimes;
}

/**
 * Rounds 3 and 4: pairs in reverse order of the standings, so the leaders go off last. With
 * an odd number the first golfer out plays alone (on tour, with a non-competing marker).
 */
export function weekendTeeTimes(
  startDate: string,
  round: 3 | 4,
  worstFirst: readonly string[],
): Map<string, number> {
  const firstTee = firstTeeOfRound(startDate, round);
  const oddOneOut = worstFirst.length % 2;
  const teeTimes = new Map<string, number>();
  worstFirst.forEach((golferId, position) => {
    const group = Math.floor((position + oddOneOut) / 2);
    teeTimes.set(golferId, firstTee + groupOffsetMinutes(group) * MINUTE_MS);
  });
  return teeTimes;
}
