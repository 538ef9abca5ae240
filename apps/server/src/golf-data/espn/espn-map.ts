import type { GolferStatus, TournamentStatus } from '@fairway/contract';
import { easternDate } from '../../lib/time';
import { DEFAULT_PAR } from '../provider';
import type {
  ProviderGolfer,
  ProviderLeaderboard,
  ProviderLeaderboardRow,
  ProviderRound,
  ProviderTournament,
} from '../provider';
import type {
  EspnCompetitor,
  EspnCompetitorStatus,
  EspnEvent,
  EspnLinescore,
  EspnStatusType,
} from './espn-schemas';
import {
  EspnCompetitor as CompetitorSchema,
  EspnDocument,
  EspnEvent as EventSchema,
  describeZodError,
} from './espn-schemas';

/**
 * Pure mapping from ESPN's JSON to the provider shapes. Nothing here does I/O, so the fixtures in
 * ./fixtures exercise all of it directly. docs/operations.md ("Real golf data (ESPN)") lists the
 * pitfalls handled here (rank order, mid-round totals, placeholders, withdrawals reported as cuts).
 */

const PREFIX = 'espn:';

type Round = 1 | 2 | 3 | 4;
const ROUNDS: readonly Round[] = [1, 2, 3, 4];

/** Something in ESPN's answer that was skipped or could not be read; reported, never fatal. */
export interface EspnIssue {
  /** A whole event dropped, a competitor dropped, or one value that could not be read. */
  kind: 'event' | 'competitor' | 'value';
  eventId: string | null;
  /** Position in ESPN's list (events or competitors), when the item was dropped. */
  index: number | null;
  athleteId: string | null;
  name: string | null;
  message: string;
}

/** ESPN's answer is unusable as a whole (no events list, or not the event asked for). */
export class EspnFormatError extends Error {
  override readonly name = 'EspnFormatError';
}

export interface EspnSchedule {
  tournaments: ProviderTournament[];
  issues: EspnIssue[];
}

export interface EspnEventLeaderboard {
  leaderboard: ProviderLeaderboard;
  field: ProviderGolfer[];
  issues: EspnIssue[];
}

export const tournamentExternalId = (eventId: string) => `${PREFIX}${eventId}`;
export const golferExternalId = (athleteId: string) => `${PREFIX}${athleteId}`;

/** "espn:401703504" -> "401703504"; throws for anything that is not an ESPN id. */
export function eventIdFromExternalId(externalId: string): string {
  const match = /^espn:([A-Za-z0-9_-]+)$/.exec(externalId);
  if (!match) throw new Error(`Not an ESPN tournament id: ${externalId}`);
  return match[1]!;
}

/** The season scoreboard: one tournament per event; malformed events are dropped and reported. */
export function parseSchedule(json: unknown): EspnSchedule {
  const issues: EspnIssue[] = [];
  const tournaments: ProviderTournament[] = [];
  const seen = new Set<string>();
  readEvents(json, 'scoreboard').forEach((raw, index) => {
    const parsed = EventSchema.safeParse(raw);
    if (!parsed.success) {
      issues.push({
        kind: 'event',
        eventId: peekString(raw, ['id']),
        index,
        athleteId: null,
        name: peekString(raw, ['name']),
        message: `event dropped: ${describeZodError(parsed.error)}`,
      });
      return;
    }
    const event = parsed.data;
    if (seen.has(event.id)) {
      issues.push({
        kind: 'event',
        eventId: event.id,
        index,
        athleteId: null,
        name: event.name,
        message: 'event dropped: listed twice',
      });
      return;
    }
    seen.add(event.id);
    tournaments.push(tournamentFrom(event, readCompetitors(event, issues), issues));
  });
  return { tournaments, issues };
}

/**
 * One event's leaderboard and field. Throws EspnFormatError when the answer has no events list,
 * does not hold the event asked for (never another event's scores), or the event itself is
 * unreadable; a malformed competitor is only dropped and reported.
 */
export function parseLeaderboard(json: unknown, eventId: string): EspnEventLeaderboard {
  const events = readEvents(json, 'leaderboard');
  const raw = events.find((candidate) => peekString(candidate, ['id']) === eventId);
  if (raw === undefined) {
    const ids = events.map((candidate) => peekString(candidate, ['id']) ?? '?');
    throw new EspnFormatError(
      ids.length === 0
        ? `ESPN leaderboard for event ${eventId} has no events`
        : `ESPN leaderboard for event ${eventId} holds other events (${ids.join(', ')})`,
    );
  }
  const parsed = EventSchema.safeParse(raw);
  if (!parsed.success)
    throw new EspnFormatError(
      `ESPN leaderboard for event ${eventId} is unreadable: ${describeZodError(parsed.error)}`,
    );
  const event = parsed.data;
  const issues: EspnIssue[] = [];
  const competitors = inRankOrder(readCompetitors(event, issues));
  const tournament = tournamentFrom(event, competitors, issues);
  const playComplete = isPlayComplete(event);
  const outOfRounds = statusFromRounds(competitors, tournament, playComplete);
  const rows = competitors.map((competitor) =>
    rowFrom(competitor, event.id, tournament, issues, outOfRounds),
  );
  return {
    leaderboard: {
      tournament,
      roundComplete:
        tournament.currentRound >= 1 &&
        (playComplete || roundComplete(tournament.currentRound, rows)),
      rows,
    },
    field: competitors.map((competitor) => ({
      externalId: golferExternalId(competitor.athleteId),
      name: competitor.athlete.displayName,
      country: competitor.athlete.flag?.alt?.trim() || null,
      // ESPN has no betting odds.
      odds: null,
    })),
    issues,
  };
}

function readEvents(json: unknown, what: string): unknown[] {
  const parsed = EspnDocument.safeParse(json);
  if (!parsed.success)
    throw new EspnFormatError(`ESPN ${what} has no events list: ${describeZodError(parsed.error)}`);
  return parsed.data.events;
}

/** Each competitor parsed on its own: a bad one is dropped and reported, the rest carry on. */
function readCompetitors(event: EspnEvent, issues: EspnIssue[]): EspnCompetitor[] {
  const raw = event.competitions?.[0]?.competitors ?? [];
  const seen = new Set<string>();
  const competitors: EspnCompetitor[] = [];
  raw.forEach((item, index) => {
    const parsed = CompetitorSchema.safeParse(item);
    const athleteId = parsed.success
      ? parsed.data.athleteId
      : (peekString(item, ['athlete', 'id']) ?? peekString(item, ['id']));
    const name = parsed.success
      ? parsed.data.athlete.displayName
      : peekString(item, ['athlete', 'displayName']);
    const drop = (message: string) =>
      issues.push({ kind: 'competitor', eventId: event.id, index, athleteId, name, message });
    if (!parsed.success) return drop(`competitor dropped: ${describeZodError(parsed.error)}`);
    if (seen.has(parsed.data.athleteId)) return drop('competitor dropped: listed twice');
    seen.add(parsed.data.athleteId);
    competitors.push(parsed.data);
  });
  return competitors;
}

/**
 * ESPN lists competitors in no particular order; `sortOrder` (the scoreboard's `order`) is the
 * live rank (missing ones last).
 */
function inRankOrder(competitors: EspnCompetitor[]): EspnCompetitor[] {
  const rank = (competitor: EspnCompetitor) => competitor.sortOrder ?? competitor.order ?? Infinity;
  return competitors
    .map((competitor, index) => ({ competitor, index }))
    .sort((a, b) => rank(a.competitor) - rank(b.competitor) || a.index - b.index)
    .map(({ competitor }) => competitor);
}

function tournamentFrom(
  event: EspnEvent,
  competitors: EspnCompetitor[],
  issues: EspnIssue[],
): ProviderTournament {
  const competition = event.competitions?.[0];
  const statusType = event.status?.type ?? competition?.status?.type;
  const status = tournamentStatus(statusType);
  if (status === null)
    issues.push({
      kind: 'value',
      eventId: event.id,
      index: null,
      athleteId: null,
      name: event.name,
      message: `unknown event status (${statusType?.state ?? '-'}/${statusType?.name ?? '-'}); read as upcoming`,
    });
  const shotsToPar = event.courses?.[0]?.shotsToPar;
  const par =
    shotsToPar !== undefined && Number.isInteger(shotsToPar) && shotsToPar > 0
      ? shotsToPar
      : parFromRounds(competitors);
  const currentRound = tournamentRound(
    status ?? 'upcoming',
    competition?.status?.period ?? event.status?.period,
    competitors,
  );
  const startDate = calendarDate(event.date);
  const endDate = calendarDate(event.endDate ?? competition?.endDate ?? event.date);
  return {
    externalId: tournamentExternalId(event.id),
    name: event.name.trim(),
    location: locationOf(event),
    par,
    startDate,
    endDate: endDate < startDate ? startDate : endDate,
    status: status ?? 'upcoming',
    currentRound,
    firstTeeTime: firstTeeTime(competitors, currentRound),
  };
}

/**
 * The course par from finished rounds (strokes minus to par), for answers without the course
 * (this week's scoreboard): the most common value, or null before anyone finished a round.
 */
function parFromRounds(competitors: EspnCompetitor[]): number | null {
  const counts = new Map<number, number>();
  for (const competitor of competitors)
    for (const line of competitor.linescores ?? []) {
      const holes = line.linescores ?? [];
      const toPar =
        holes.length === 18
          ? toParOfHoles(holes)
          : holes.length === 0 && line.inScore !== undefined && line.outScore !== undefined
            ? parseToPar(line.displayValue)
            : null;
      if (toPar === null || line.value === undefined || line.value <= 0) continue;
      const par = line.value - toPar;
      counts.set(par, (counts.get(par) ?? 0) + 1);
    }
  const [common] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return common ? common[0] : null;
}

/**
 * A round's play is complete (between rounds, or after round 4 until the event is final): ESPN
 * marks the competition `post` and completed, yet the tournament is still in play.
 */
const PLAY_COMPLETE = 'STATUS_PLAY_COMPLETE';

function isPlayComplete(event: EspnEvent): boolean {
  const competition = event.competitions?.[0];
  return [competition?.status?.type, event.status?.type].some(
    (type) => type?.name?.toUpperCase() === PLAY_COMPLETE,
  );
}

/** pre / in / post; null when ESPN says nothing we recognise. */
function tournamentStatus(type: EspnStatusType | undefined): TournamentStatus | null {
  if (type?.name?.toUpperCase() === PLAY_COMPLETE) return 'active';
  switch (type?.state?.toLowerCase()) {
    case 'pre':
      return 'upcoming';
    case 'in':
      return 'active';
    case 'post':
      return 'completed';
  }
  if (type?.completed === true) return 'completed';
  switch (type?.name?.toUpperCase()) {
    case 'STATUS_SCHEDULED':
      return 'upcoming';
    case 'STATUS_IN_PROGRESS':
    case 'STATUS_SUSPENDED':
    case 'STATUS_DELAYED':
      return 'active';
    case 'STATUS_FINAL':
      return 'completed';
  }
  return null;
}

/** 0 before the first round; otherwise the reported period (a playoff's 5 counts as 4). */
function tournamentRound(
  status: TournamentStatus,
  period: number | undefined,
  competitors: EspnCompetitor[],
): number {
  if (status === 'upcoming') return 0;
  const reported = periodRound(period);
  if (reported !== undefined) return reported;
  const withData = competitors.flatMap((competitor) =>
    (competitor.linescores ?? []).flatMap((line, index) => {
      const round = linescoreRound(line, index);
      return round !== undefined && (line.value ?? 0) > 0 ? [round] : [];
    }),
  );
  if (withData.length > 0) return Math.max(...withData);
  return status === 'completed' ? 4 : 1;
}

/** A status period as a round: 1-4, anything past 4 (a playoff) is 4; 0 or junk is unknown. */
function periodRound(period: number | undefined): Round | undefined {
  if (period === undefined || !Number.isFinite(period) || period < 1) return undefined;
  return Math.min(4, Math.trunc(period)) as Round;
}

/** A linescore's round: its period (or list position) when 1-4; playoff holes (5+) are ignored. */
function linescoreRound(line: EspnLinescore, index: number): Round | undefined {
  const period = line.period ?? index + 1;
  return Number.isInteger(period) && period >= 1 && period <= 4 ? (period as Round) : undefined;
}

/**
 * A calendar date in New York. ESPN sends instants at New York midnight ("2025-04-10T04:00Z");
 * a bare date is kept, and an instant at exactly UTC midnight is read as that UTC date (a date
 * written as a date-time, which would otherwise land on the evening before in New York).
 */
export function calendarDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0)
    return date.toISOString().slice(0, 10);
  return easternDate(date);
}

/** "City, ST" (or "City, Country") from the venue or course address; else a course name. */
function locationOf(event: EspnEvent): string {
  const competition = event.competitions?.[0];
  const course = event.courses?.[0];
  for (const address of [event.venue?.address, competition?.venue?.address, course?.address]) {
    const city = address?.city?.trim();
    if (!city) continue;
    const region = address?.state?.trim() || address?.country?.trim();
    return region ? `${city}, ${region}` : city;
  }
  const named = [course?.name, event.venue?.fullName, competition?.venue?.fullName]
    .map((name) => name?.trim())
    .find((name) => !!name);
  return named ?? 'TBD';
}

/** The earliest round-1 tee time among competitors (linescores, or the status while in round 1). */
function firstTeeTime(competitors: EspnCompetitor[], tournamentRound: number): string | null {
  const times = competitors.flatMap((competitor) => {
    const found: string[] = [];
    (competitor.linescores ?? []).forEach((line, index) => {
      if (linescoreRound(line, index) === 1 && line.teeTime) found.push(line.teeTime);
    });
    const status = competitor.status;
    if (status?.teeTime && (status.period ?? tournamentRound) <= 1) found.push(status.teeTime);
    return found;
  });
  return times.length > 0 ? times.reduce((a, b) => (b < a ? b : a)) : null;
}

/**
 * The golfer's status from name, description and display values read together: a withdrawal
 * can arrive as STATUS_CUT with the description "Withdrawn".
 */
export function golferStatus(status: EspnCompetitorStatus | undefined): GolferStatus {
  const name = status?.type?.name?.toUpperCase() ?? '';
  if (name === 'STATUS_WITHDRAWN') return 'WD';
  if (name === 'STATUS_DISQUALIFIED') return 'DQ';
  const texts = [
    status?.type?.description,
    status?.type?.detail,
    status?.type?.shortDetail,
    status?.displayValue,
    status?.position?.displayName,
  ].flatMap((text) => (text?.trim() ? [text.trim()] : []));
  const says = (pattern: RegExp) => texts.some((text) => pattern.test(text));
  if (says(/disqualif/i) || says(/^DQ$/i)) return 'DQ';
  if (says(/withdr[ae]w/i) || says(/^WD$/i)) return 'WD';
  if (name === 'STATUS_CUT' || says(/^(missed )?cut$/i)) return 'CUT';
  return 'active';
}

/** Holes completed per the status: `thru`, else `displayThru` ("F", "12", "9*"; a tee time is 0). */
export function thruFrom(status: EspnCompetitorStatus | undefined): number | undefined {
  if (status?.thru !== undefined) return clampThru(status.thru);
  const display = status?.displayThru?.trim();
  if (!display) return undefined;
  if (/^F\*?$/i.test(display)) return 18;
  const holes = /^(\d{1,2})\*?$/.exec(display);
  if (holes) return clampThru(Number(holes[1]));
  if (/\d{1,2}:\d{2}/.test(display)) return 0;
  return undefined;
}

function clampThru(value: number): number {
  return Math.min(18, Math.max(0, Math.trunc(value)));
}

/** "E" -> 0, "+3" -> 3, "-2" -> -2; null for placeholders ("-", "--", "") and anything else. */
export function parseToPar(value: string | undefined): number | null {
  const text = value?.trim().replace(/\u2212/g, '-');
  if (!text) return null;
  if (/^(E|EVEN)$/i.test(text)) return 0;
  return /^[+-]?\d+$/.test(text) ? Number(text) : null;
}

/**
 * The statuses of competitors that carry none (the scoreboard has no per-player status: the cut
 * shows only as missing rounds). Once round 1 is over, a golfer without a single scored round
 * withdrew; a golfer whose rounds stop before a round others are listed for is out: missed the
 * cut when that round is 3 or later, withdrawn before (no cut is made before round 2 ends). The
 * scoreboard cannot tell a withdrawal after the cut round from a cut; the leaderboard can.
 */
function statusFromRounds(
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

function rowFrom(
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
function roundComplete(currentRound: number, rows: ProviderLeaderboardRow[]): boolean {
  if (currentRound < 1) return false;
  const active = rows.filter((row) => row.status === 'active');
  return active.length > 0 && active.every((row) => row.rounds[currentRound as Round]?.thru === 18);
}

/** The holes' own to-par added up, or null when any hole does not say it. */
function toParOfHoles(holes: readonly { scoreType?: { displayValue?: string } }[]): number | null {
  let total = 0;
  for (const hole of holes) {
    const toPar = parseToPar(hole.scoreType?.displayValue);
    if (toPar === null) return null;
    total += toPar;
  }
  return total;
}

/** A string (or number) at a path inside unvalidated JSON, for reporting dropped items. */
function peekString(value: unknown, path: string[]): string | null {
  let current: unknown = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  if (typeof current === 'number') return String(current);
  return typeof current === 'string' && current.trim() ? current.trim() : null;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
