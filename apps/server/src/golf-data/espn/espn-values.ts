import type { GolferStatus } from '@fairway/contract';
import { easternDate } from '../../lib/time';
import type { EspnCompetitorStatus, EspnLinescore } from './espn-schemas';

/**
 * ESPN's ids and the single values read out of its JSON (rounds, to par, holes played, dates,
 * a golfer's status), shared by the readers of tournaments (espn-tournament.ts) and of
 * leaderboard rows (espn-rows.ts).
 */

const PREFIX = 'espn:';

export const tournamentExternalId = (eventId: string) => `${PREFIX}${eventId}`;
export const golferExternalId = (athleteId: string) => `${PREFIX}${athleteId}`;

/** "espn:401703504" -> "401703504"; throws for anything that is not an ESPN id. */
export function eventIdFromExternalId(externalId: string): string {
  const match = /^espn:([A-Za-z0-9_-]+)$/.exec(externalId);
  if (!match) throw new Error(`Not an ESPN tournament id: ${externalId}`);
  return match[1]!;
}

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

export type Round = 1 | 2 | 3 | 4;
export const ROUNDS: readonly Round[] = [1, 2, 3, 4];

/** A status period as a round: 1-4, anything past 4 (a playoff) is 4; 0 or junk is unknown. */
export function periodRound(period: number | undefined): Round | undefined {
  if (period === undefined || !Number.isFinite(period) || period < 1) return undefined;
  return Math.min(4, Math.trunc(period)) as Round;
}

/** A linescore's round: its period (or list position) when 1-4; playoff holes (5+) are ignored. */
export function linescoreRound(line: EspnLinescore, index: number): Round | undefined {
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

export function clampThru(value: number): number {
  return Math.min(18, Math.max(0, Math.trunc(value)));
}

/** "E" -> 0, "+3" -> 3, "-2" -> -2; null for placeholders ("-", "--", "") and anything else. */
export function parseToPar(value: string | undefined): number | null {
  const text = value?.trim().replace(/\u2212/g, '-');
  if (!text) return null;
  if (/^(E|EVEN)$/i.test(text)) return 0;
  return /^[+-]?\d+$/.test(text) ? Number(text) : null;
}

/** The holes' own to-par added up, or null when any hole does not say it. */
export function toParOfHoles(
  holes: readonly { scoreType?: { displayValue?: string } }[],
): number | null {
  let total = 0;
  for (const hole of holes) {
    const toPar = parseToPar(hole.scoreType?.displayValue);
    if (toPar === null) return null;
    total += toPar;
  }
  return total;
}
