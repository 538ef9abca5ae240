import type { TournamentStatus } from '@fairway/contract';
import type { ProviderTournament } from '../provider';
import type { EspnCompetitor, EspnEvent, EspnStatusType } from './espn-schemas';
import type { EspnIssue } from './espn-values';
import {
  calendarDate,
  linescoreRound,
  parseToPar,
  periodRound,
  toParOfHoles,
  tournamentExternalId,
} from './espn-values';

/**
 * An ESPN event as a tournament: status, round, par, dates, place and first tee time, each
 * read from wherever ESPN's scoreboard or leaderboard puts it.
 */

export function tournamentFrom(
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

export function isPlayComplete(event: EspnEvent): boolean {
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

/**
 * "City, ST" (or "City, Country") from the venue or course address; else a course name; null
 * when the answer names no place (this week's scoreboard never does; the leaderboard does).
 */
function locationOf(event: EspnEvent): string | null {
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
  return named ?? null;
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
