import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshAfterTournamentChange } from './keys';

/** DELETE /api/group-admin/{groupId}/tournaments/{tournamentId}: only before the start (400 after). */
export function useDeleteTournament(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<{ message: string }>(`/api/group-admin/${groupId}/tournaments/${tournamentId}`),
    onSuccess: () => refreshAfterTournamentChange(queryClient, groupId),
  });
}
