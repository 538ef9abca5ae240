import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentStatus, TournamentSummary } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/** GET /api/tournaments: the public season list. */
export const tournamentsQuery = () =>
  queryOptions({
    queryKey: ['tournaments'],
    queryFn: () => api.get<TournamentSummary[]>(pathTo(routes.tournaments), { auth: false }),
    staleTime: 60_000,
  });

export const useTournaments = () => useQuery(tournamentsQuery());

/** The global leaderboard shows the active tournament, or else the next upcoming one. */
export function featuredTournament(
  list: TournamentSummary[] | undefined,
): TournamentSummary | undefined {
  if (!list) return undefined;
  return (
    list.find((t) => t.status === 'active') ??
    list
      .filter((t) => t.status === 'upcoming')
      .sort((a, b) => a.startDate.localeCompare(b.startDate))[0]
  );
}

export type ScheduleSections = Record<TournamentStatus, TournamentSummary[]>;

/**
 * The season split the way people read it: what is on now, what is next (soonest first) and
 * what has finished (most recent first).
 */
export function scheduleSections(list: readonly TournamentSummary[]): ScheduleSections {
  const byStart = [...list].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return {
    active: byStart.filter((t) => t.status === 'active'),
    upcoming: byStart.filter((t) => t.status === 'upcoming'),
    completed: byStart.filter((t) => t.status === 'completed').reverse(),
  };
}

/** The global leaderboard page showing one tournament. */
export const leaderboardPath = (tournamentId: number) => `/leaderboard?tournament=${tournamentId}`;
