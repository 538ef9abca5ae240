import { randomFor, shuffled } from '../../lib/random';
import type { Exit, FieldEntry, SimTournament } from './season';
import { HOLE_MS, ROUND_MS, openingRoundTeeTimes, weekendTeeTimes } from './schedule';
import { roundStrokes } from './scoring';

/**
 * A tournament played out in full, hole by hole, computed once and kept: every score, tee
 * time, exit and the cut are fixed by the seed alone. What the leaderboard shows at a given
 * moment is then only a question of how many holes each golfer has completed by then.
 */

export type Round = 1 | 2 | 3 | 4;
export const ROUNDS: readonly Round[] = [1, 2, 3, 4];
/** The top 65 and ties after 36 holes play the weekend. */
export const CUT_PLACES = 65;

export interface GolferPlan {
  entry: FieldEntry;
  /** Position in the field (best odds first): the last tie-break when ordering. */
  fieldIndex: number;
  /** Tee time (ms) of each round the golfer is drawn to play. */
  teeTimes: Partial<Record<Round, number>>;
  /** Per round, strokes over the first h holes at index h (0-18). */
  strokesThrough: Partial<Record<Round, number[]>>;
  exit: (Exit & { atMs: number }) | null;
  madeCut: boolean;
}

export interface TournamentPlan {
  tournament: SimTournament;
  golfers: GolferPlan[];
  /** Par over the first h holes at index h (0-18). */
  parThrough: number[];
  /** When each round's tee times become known: rounds 1-2 up front, 3 at the cut, 4 after round 3. */
  scheduledAt: Record<Round, number>;
  firstTee: Record<Round, number>;
  /** When the last golfer still playing completes (or walks off in) each round. */
  lastFinish: Record<Round, number>;
}

export function planTournament(seed: string, tournament: SimTournament): TournamentPlan {
  const { externalId, startDate, holePars } = tournament;
  const golfers: GolferPlan[] = tournament.field.map((entry, fieldIndex) => ({
    entry,
    fieldIndex,
    teeTimes: {},
    strokesThrough: {},
    exit: null,
    madeCut: false,
  }));
  const play = (round: Round, teeTimes: Map<string, number>) => {
    for (const golfer of golfers) {
      const teeTime = teeTimes.get(golfer.entry.golfer.externalId);
      if (teeTime === undefined) continue;
      golfer.teeTimes[round] = teeTime;
      const key = {
        seed,
        tournamentId: externalId,
        golferId: golfer.entry.golfer.externalId,
        round,
      };
      golfer.strokesThrough[round] = runningTotals(roundStrokes(key, holePars, golfer.entry.skill));
    }
  };

  const draw = shuffled(
    golfers.map((golfer) => golfer.entry.golfer.externalId),
    randomFor(seed, externalId, 'draw'),
  );
  play(1, openingRoundTeeTimes(startDate, 1, draw));
  play(2, openingRoundTeeTimes(startDate, 2, draw));
  for (const exit of tournament.exits) {
    const golfer = golfers.find(
      (candidate) => candidate.entry.golfer.externalId === exit.golferId,
    )!;
    golfer.exit = { ...exit, atMs: golfer.teeTimes[exit.round]! + exit.afterHole * HOLE_MS };
  }

  const cutMakers = applyCut(golfers);
  play(3, weekendTeeTimes(startDate, 3, worstFirst(cutMakers, 2)));
  play(4, weekendTeeTimes(startDate, 4, worstFirst(cutMakers, 3)));

  const firstTee = {} as Record<Round, number>;
  const lastFinish = {} as Record<Round, number>;
  for (const round of ROUNDS) {
    const playing = golfers.filter((golfer) => playsRound(golfer, round));
    firstTee[round] = Math.min(...playing.map((golfer) => golfer.teeTimes[round]!));
    lastFinish[round] = Math.max(...playing.map((golfer) => stopTime(golfer, round)));
  }
  return {
    tournament,
    golfers,
    parThrough: runningTotals(holePars),
    scheduledAt: { 1: -Infinity, 2: -Infinity, 3: lastFinish[2], 4: lastFinish[3] },
    firstTee,
    lastFinish,
  };
}

/** Drawn for the round and not already gone in an earlier one. */
export function playsRound(golfer: GolferPlan, round: Round): boolean {
  return golfer.teeTimes[round] !== undefined && !(golfer.exit && golfer.exit.round < round);
}

/** When a golfer stops playing a round: the walk-off for an exit, else the 18th green. */
function stopTime(golfer: GolferPlan, round: Round): number {
  if (golfer.exit?.round === round) return golfer.exit.atMs;
  return golfer.teeTimes[round]! + ROUND_MS;
}

/** Total strokes over full rounds 1..throughRound. */
export function totalThrough(golfer: GolferPlan, throughRound: Round): number {
  let total = 0;
  for (const round of ROUNDS.filter((r) => r <= throughRound))
    total += golfer.strokesThrough[round]?.[18] ?? 0;
  return total;
}

/** Marks who made the cut (exits are out regardless) and returns them. */
function applyCut(golfers: GolferPlan[]): GolferPlan[] {
  const finishers = golfers
    .filter((golfer) => !golfer.exit)
    .sort((a, b) => totalThrough(a, 2) - totalThrough(b, 2));
  const cutLine = totalThrough(finishers[Math.min(CUT_PLACES, finishers.length) - 1]!, 2);
  const makers = finishers.filter((golfer) => totalThrough(golfer, 2) <= cutLine);
  for (const golfer of makers) golfer.madeCut = true;
  return makers;
}

/** Weekend tee sheet order: highest total first; among ties the favourites go later. */
function worstFirst(golfers: GolferPlan[], afterRound: Round): string[] {
  return [...golfers]
    .sort(
      (a, b) =>
        totalThrough(b, afterRound) - totalThrough(a, afterRound) || b.fieldIndex - a.fieldIndex,
    )
    .map((golfer) => golfer.entry.golfer.externalId);
}

function runningTotals(values: readonly number[]): number[] {
  const totals = [0];
  for (const value of values) totals.push(totals.at(-1)! + value);
  return totals;
}
