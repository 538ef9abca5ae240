import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RunUpdateResponse,
  SyncTournamentsBody,
  SyncTournamentsResponse,
} from '@fairway/contract';
import { api } from '../../../lib/api';
import { refreshAfterGolfData } from './keys';

/** POST /api/admin/sync-tournaments {year}: fetches the season's schedule and fields now. */
export function useSyncTournaments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      api.post<SyncTournamentsResponse>('/api/admin/sync-tournaments', {
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
      api.post<RunUpdateResponse>('/api/admin/run-update', { tournament_id: tournamentId }),
    onSettled: () => refreshAfterGolfData(queryClient, tournamentId),
  });
}
