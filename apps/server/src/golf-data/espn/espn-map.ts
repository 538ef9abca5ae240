import type { ProviderGolfer, ProviderLeaderboard, ProviderTournament } from '../provider';
import { roundComplete, rowFrom, statusFromRounds } from './espn-rows';
import type { EspnCompetitor, EspnEvent } from './espn-schemas';
import {
  EspnCompetitor as CompetitorSchema,
  EspnDocument,
  EspnEvent as EventSchema,
  describeZodError,
} from './espn-schemas';
import { isPlayComplete, tournamentFrom } from './espn-tournament';
import type { EspnIssue } from './espn-values';
import { golferExternalId } from './espn-values';

/**
 * Pure mapping from ESPN's JSON to the provider shapes: here the documents and their lists of
 * events and competitors; an event's tournament is read in espn-tournament.ts, a competitor's row
 * in espn-rows.ts, single values in espn-values.ts. Nothing does I/O, so the fixtures in
 * ./fixtures exercise all of it directly. docs/operations.md ("Real golf data (ESPN)") lists the
 * pitfalls handled (rank order, mid-round totals, placeholders, withdrawals reported as cuts).
 */

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
