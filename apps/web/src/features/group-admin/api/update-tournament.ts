import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGroupTournament, UpdateGroupTournamentBody } from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';
import { refreshAfterTournamentChange } from './keys';

/** PUT /api/group-admin/{groupId}/tournaments/{tournamentId} (the tournament's id, not the link's). */
export function useUpdateTournament(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGroupTournamentBody) =>
      api.put<AdminGroupTournament>(apiPaths.adminTournament(groupId, tournamentId), body),
    onSuccess: () => refreshAfterTournamentChange(queryClient, groupId),
  });
}
