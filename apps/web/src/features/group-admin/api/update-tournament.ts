import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGroupTournament, UpdateGroupTournamentBody } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { refreshAfterTournamentChange } from './keys';

/** PUT /api/group-admin/{groupId}/tournaments/{tournamentId} (the tournament's id, not the link's). */
export function useUpdateTournament(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGroupTournamentBody) =>
      api.put<AdminGroupTournament>(
        pathTo(routes.updateTournament, { groupId, tournamentId }),
        body,
      ),
    onSuccess: () => refreshAfterTournamentChange(queryClient, groupId),
  });
}
