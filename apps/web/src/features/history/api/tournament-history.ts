import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentHistoryDetail } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { HISTORY_STALE_MS, historyKeys } from './my-history';

/**
 * GET /api/tournament/{tournamentId}/history: final results with everyone's picks; a 403 ("You
 * did not take part in this tournament") unless the user played it (the app's query defaults do
 * not retry 403 and 404).
 */
export const tournamentHistoryQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: historyKeys.tournament(tournamentId),
    queryFn: ({ signal }) =>
      api.get<TournamentHistoryDetail>(pathTo(routes.tournamentHistory, { tournamentId }), {
        signal,
      }),
    staleTime: HISTORY_STALE_MS,
  });

export const useTournamentHistory = (tournamentId: number, { enabled = true } = {}) =>
  useQuery({ ...tournamentHistoryQuery(tournamentId), enabled });
