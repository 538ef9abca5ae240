import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RunUpdateBody,
  RunUpdateResponse,
  SyncTournamentsBody,
  SyncTournamentsResponse,
} from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { refreshAfterGolfData } from './keys';

/** POST /api/admin/sync-tournaments {year}: fetches the season's schedule and fields now. */
export function useSyncTournaments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      api.post<SyncTournamentsResponse>(pathTo(routes.syncTournaments), {
        year,
      } satisfies SyncTournamentsBody),
    onSettled: () => refreshAfterGolfData(queryClient),
  });
}

/** POST /api/admin/run-update {tournament_id}: fetches one tournament's leaderboard now. */
export function useRunUpdate(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<RunUpdateResponse>(pathTo(routes.runUpdate), {
        tournament_id: tournamentId,
      } satisfies RunUpdateBody),
    onSettled: () => refreshAfterGolfData(queryClient, tournamentId),
  });
}
