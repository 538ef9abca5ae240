import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RunUpdateBody,
  RunUpdateResponse,
  SyncTournamentsBody,
  SyncTournamentsResponse,
} from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';
import { refreshAfterGolfData } from './keys';

/** POST /api/admin/sync-tournaments {year}: fetches the season's schedule and fields now. */
export function useSyncTournaments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      api.post<SyncTournamentsResponse>(apiPaths.syncTournaments(), {
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
      api.post<RunUpdateResponse>(apiPaths.runUpdate(), {
        tournament_id: tournamentId,
      } satisfies RunUpdateBody),
    onSettled: () => refreshAfterGolfData(queryClient, tournamentId),
  });
}
