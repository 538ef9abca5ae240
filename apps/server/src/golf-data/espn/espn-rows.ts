import type { GolferStatus } from '@fairway/contract';
import { DEFAULT_PAR } from '../provider';
import type { ProviderLeaderboardRow, ProviderRound, ProviderTournament } from '../provider';
import type { EspnCompetitor, EspnLinescore } from './espn-schemas';
import type { EspnIssue, Round } from './espn-values';
import {
  clampThru,
  golferExternalId,
  golferStatus,
  linescoreRound,
  parseToPar,
  periodRound,
  ROUNDS,
  thruFrom,
  toParOfHoles,
} from './espn-values';

/**
 * A competitor as a leaderboard row: status, rounds, totals and where they stand in the current
 * round; and whether the round is complete.
 */

/**
 * The statuses of competitors that carry none (the scoreboard has no per-player status: the cut
 * shows only as missing rounds). Once round 1 is over, a golfer without a single scored round
 * withdrew; a golfer whose rounds stop before a round others are listed for is out: missed the
 * cut when that round is 3 or later, withdrawn before (no cut is made before round 2 ends). The
 * scoreboard cannot tell a withdrawal after the cut round from a cut; the leaderboard can.
 */
export function statusFromRounds(
  competitors: EspnCompetitor[],
  tournament: ProviderTournament,
  playComplete: boolean,
): Map<string, GolferStatus> {
  const statuses = new Map<string, GolferStatus>();
  const listedRounds = (competitor: EspnCompetitor) =>
    new Set(
      (competitor.linescores ?? []).flatMap((line, index) => linescoreRound(line, index) ?? []),
    );
  const listedByAnyone = new Set(
    competitors.flatMap((competitor) => [...listedRounds(competitor)]),
  );
  const roundOneOver =
    tournament.status === 'completed' ||
    tournament.currentRound >= 2 ||
    (tournament.currentRound === 1 && playComplete);
  for (const competitor of competitors) {
    if (competitor.status !== undefined) continue;
    const scored = (competitor.linescores ?? []).flatMap((line, index) =>
      (line.value ?? 0) > 0 ? (linescoreRound(line, index) ?? []) : [],
    );
    if (scored.length === 0) {
      if (roundOneOver) statuses.set(competitor.athleteId, 'WD');
      continue;
    }
    const next = Math.max(...scored) + 1;
    if (
      next <= 4 &&
      !listedRounds(competitor).has(next as Round) &&
      listedByAnyone.has(next as Round)
    )
      statuses.set(competitor.athleteId, next >= 3 ? 'CUT' : 'WD');
  }
  return statuses;
}

export function rowFrom(
  competitor: EspnCompetitor,
  eventId: string,
  tournament: ProviderTournament,
  issues: EspnIssue[],
  outOfRounds: Map<string, GolferStatus>,
): ProviderLeaderboardRow {
  const { athlete, athleteId, status: espnStatus } = competitor;
  const report = (message: string) =>
    issues.push({
      kind: 'value',
      eventId,
      index: null,
      athleteId,
      name: athlete.displayName,
      message,
    });
  const status = outOfRounds.get(athleteId) ?? golferStatus(espnStatus);
  // The round the status (thru, tee time) describes; without a period, the tournament's.
  const statusRound =
    periodRound(espnStatus?.period) ??
    (espnStatus ? periodRound(Math.max(1, tournament.currentRound)) : undefined);
  const statusThru = thruFrom(espnStatus);

  const rounds: Partial<Record<Round, ProviderRound>> = {};
  (competitor.linescores ?? []).forEach((line, index) => {
    const round = linescoreRound(line, index);
    if (round === undefined || rounds[round]) return;
    const score = roundFrom(
      line,
      round === statusRound ? statusThru : undefined,
      tournament.par ?? DEFAULT_PAR,
    );
    if (!score) return;
    if (score.strokes === null && score.toPar !== null)
      report(`round ${round}: strokes unknown after ${score.thru} holes`);
    if (score.toPar === null && score.strokes !== null)
      report(`round ${round}: to par unknown after ${score.thru} holes`);
    rounds[round] = score;
  });
  // The status's tee time belongs to the status round (a golfer yet to tee off has only that).
  if (statusRound !== undefined && espnStatus?.teeTime) {
    const score = rounds[statusRound];
    if (!score)
      rounds[statusRound] = { strokes: null, toPar: null, thru: 0, teeTime: espnStatus.teeTime };
    else if (score.teeTime === null) score.teeTime = espnStatus.teeTime;
  }

  const hasData = (round: Round) =>
    rounds[round] !== undefined && (rounds[round].strokes !== null || rounds[round].toPar !== null);
  const played = ROUNDS.filter(hasData);
  const lastPlayed = played.at(-1);
  // A golfer out of the tournament stays in the last round they played; later rounds are dropped.
  if (status !== 'active' && lastPlayed !== undefined)
    for (const round of ROUNDS) if (round > lastPlayed) delete rounds[round];
  let currentRound: Round =
    statusRound ??
    lastPlayed ??
    ROUNDS.find((round) => rounds[round]) ??
    periodRound(Math.max(1, tournament.currentRound)) ??
    1;
  if (status !== 'active' && lastPlayed !== undefined && currentRound > lastPlayed)
    currentRound = lastPlayed;
  const current = rounds[currentRound];

  const known = <T>(values: (T | null)[]) => values.filter((value): value is T => value !== null);
  const toPars = known(played.map((round) => rounds[round]!.toPar));
  const strokes = known(played.map((round) => rounds[round]!.strokes));
  return {
    golferExternalId: golferExternalId(athleteId),
    name: athlete.displayName,
    status,
    // Summed from the rounds: score.displayValue counts completed rounds only.
    totalToPar: toPars.length > 0 ? sum(toPars) : null,
    totalStrokes: strokes.length > 0 ? sum(strokes) : null,
    currentRound,
    thru: current?.thru ?? 0,
    teeTime: current?.teeTime ?? null,
    rounds,
  };
}

/**
 * One round from its linescore; null for an empty placeholder (no score and no tee time).
 * `statusThru` is the status's thru when this is the round the status describes.
 */
function roundFrom(
  line: EspnLinescore,
  statusThru: number | undefined,
  par: number,
): ProviderRound | null {
  const teeTime = line.teeTime ?? null;
  // Placeholders come as {period}, {period, value: 0, displayValue: "-"} and the like.
  const placeholder = line.value !== undefined && line.value <= 0;
  let strokes = line.value !== undefined && line.value > 0 ? line.value : null;
  const holes = (line.linescores ?? []).filter((hole) => (hole.value ?? 0) > 0);
  // The holes' own to-par agrees with the strokes; the round's displayValue (and the
  // competitor's score) can lag a few holes behind them mid-round.
  let toPar = placeholder
    ? null
    : ((holes.length > 0 ? toParOfHoles(holes) : null) ?? parseToPar(line.displayValue));
  if (strokes === null && toPar === null)
    return teeTime ? { strokes: null, toPar: null, thru: 0, teeTime } : null;
  // Not the status's round: an earlier round, complete unless its holes say otherwise. Without
  // holes, a round with strokes on one nine only is unfinished (a withdrawal mid-round), and
  // how many holes were played is unknown: 0, never a finished round.
  const oneNineOnly = (line.outScore === undefined) !== (line.inScore === undefined);
  const thru = statusThru ?? (holes.length > 0 ? clampThru(holes.length) : oneNineOnly ? 0 : 18);
  if (thru === 18 && strokes === null) strokes = par + toPar!;
  if (thru === 18 && toPar === null) toPar = strokes! - par;
  return { strokes, toPar, thru, teeTime };
}

/** True when every golfer still playing has finished the tournament's current round. */
export function roundComplete(currentRound: number, rows: ProviderLeaderboardRow[]): boolean {
  if (currentRound < 1) return false;
  const active = rows.filter((row) => row.status === 'active');
  return active.length > 0 && active.every((row) => row.rounds[currentRound as Round]?.thru === 18);
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
