import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { refreshAfterTournamentChange } from './keys';

/** DELETE /api/group-admin/{groupId}/tournaments/{tournamentId}: only before the start (400 after). */
export function useDeleteTournament(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<MessageResponse>(pathTo(routes.deleteTournament, { groupId, tournamentId })),
    onSuccess: () => refreshAfterTournamentChange(queryClient, groupId),
  });
}
