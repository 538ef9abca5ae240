import type { LeaderboardRound, LeaderboardRow } from '@fairway/contract';
import { formatClock } from '../../lib/times';

/**
 * The leaderboard's golf rules (docs/rules.md, "The global leaderboard"), kept free of React so
 * they can be tested on their own.
 */

export type RoundKey = '1' | '2' | '3' | '4';
export const ROUND_KEYS: readonly RoundKey[] = ['1', '2', '3', '4'];

const HOLES_IN_ROUND = 18;

/** Where a row stands: `rank` is null for golfers outside the ranking (not started, CUT, WD, DQ). */
export interface Placing {
  rank: number | null;
  label: string;
}

/** Only golfers still in the tournament who have a score take part in the ranking. */
export const isRanked = (row: LeaderboardRow) =>
  row.status === 'active' && row.totalScoreToPar !== null;

/** CUT, WD and DQ golfers sit below the field and show their status instead of a position. */
export const isOutOfTournament = (row: LeaderboardRow) => row.status !== 'active';

/**
 * Position = 1 + the number of ranked golfers with a lower total, so ties share a rank and
 * show golf's "T" prefix ("T3"). Golfers yet to tee off show "–".
 */
export function placings(rows: readonly LeaderboardRow[]): Placing[] {
  const rankedScores = rows.filter(isRanked).map((row) => row.totalScoreToPar as number);
  const golfersOnScore = new Map<number, number>();
  for (const score of rankedScores) golfersOnScore.set(score, (golfersOnScore.get(score) ?? 0) + 1);

  return rows.map((row) => {
    if (isOutOfTournament(row)) return { rank: null, label: row.status };
    if (row.totalScoreToPar === null) return { rank: null, label: '–' };
    const score = row.totalScoreToPar;
    const rank = 1 + rankedScores.filter((other) => other < score).length;
    const tied = (golfersOnScore.get(score) ?? 0) > 1;
    return { rank, label: tied ? `T${rank}` : String(rank) };
  });
}

/** The position column's text for each row, in the same order: "1", "T3", "–", "CUT". */
export const leaderboardPositions = (rows: readonly LeaderboardRow[]) =>
  placings(rows).map((placing) => placing.label);

/**
 * A round's score to par. Once the round is finished (thru 18) it is the round's strokes minus
 * the course par; mid-round it is the to-par over the holes played so far.
 */
export function todayScore(round: LeaderboardRound | undefined, par: number): number | null {
  if (!round || round.score === null) return null;
  if (holesPlayed(round.thru) === HOLES_IN_ROUND) return round.score - par;
  return round.toPar;
}

/** Holes played when `thru` is a count (some feeds send it as a numeric string), else null. */
function holesPlayed(thru: number | string): number | null {
  if (typeof thru === 'number') return thru;
  return /^\d+$/.test(thru.trim()) ? Number(thru) : null;
}

const isTeeTime = (thru: number | string) => typeof thru === 'string' && thru.includes(':');

/**
 * The thru column: "F" for a finished round, the hole count mid-round, or the tee time before the
 * golfer starts. The server sends tee times as Eastern clock strings; when the exact instant is
 * known it is shown in the viewer's own zone instead (docs/rules.md, "Screens").
 */
export function thruLabel(thru: number | string, teeTime: string | null): string {
  const holes = holesPlayed(thru);
  if (holes !== null) {
    if (holes >= HOLES_IN_ROUND) return 'F';
    return holes === 0 ? '–' : String(holes);
  }
  if (isTeeTime(thru) && teeTime) return formatClock(teeTime);
  return String(thru);
}

/**
 * The row's teeTime belongs to the golfer's next start: the earliest round still showing a tee
 * time. Other rounds have no known instant, so they keep the server's text.
 */
export function teeTimeForRound(row: LeaderboardRow, key: RoundKey): string | null {
  const nextStart = ROUND_KEYS.find((candidate) => {
    const round = row.rounds[candidate];
    return round !== undefined && round.score === null && isTeeTime(round.thru);
  });
  return nextStart === key ? row.teeTime : null;
}

/** Whether the golfer is out on the course or done for the day, as opposed to waiting to tee off. */
export const hasStartedCurrentRound = (row: LeaderboardRow) => {
  const holes = holesPlayed(row.thru);
  return holes !== null && holes > 0;
};

/** The most recent round the golfer has started, if any. */
export function latestStartedRound(row: LeaderboardRow): RoundKey | null {
  return (
    ROUND_KEYS.filter((key) => {
      const score = row.rounds[key]?.score;
      return score !== null && score !== undefined;
    }).at(-1) ?? null
  );
}

/** "Today": the to-par of the round in play for golfers still in the tournament who have started it. */
export function currentRoundScore(row: LeaderboardRow, par: number): number | null {
  if (isOutOfTournament(row) || !hasStartedCurrentRound(row)) return null;
  const key = latestStartedRound(row);
  return key ? todayScore(row.rounds[key], par) : null;
}

/** Case- and accent-insensitive name search, so "aberg" finds "Åberg". */
export function matchesGolferName(name: string, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return fold(name).includes(fold(query.trim()));
}
