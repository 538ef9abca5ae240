import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/** The leaderboard refreshes every 5 minutes (docs/rules.md, "The global leaderboard"). */
export const LEADERBOARD_REFRESH_MS = 5 * 60_000;

/** GET /api/tournament/{id}/leaderboard: public, one tournament's field and scores. */
export const leaderboardQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: ['tournament', tournamentId, 'leaderboard'],
    queryFn: ({ signal }) =>
      api.get<LeaderboardResponse>(pathTo(routes.leaderboard, { id: tournamentId }), {
        auth: false,
        signal,
      }),
    // Fresh until the next timed refetch, so revisiting the page inside that window costs nothing.
    staleTime: 60_000,
    refetchInterval: LEADERBOARD_REFRESH_MS,
  });

export const useLeaderboard = (tournamentId: number) => useQuery(leaderboardQuery(tournamentId));
