import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddGroupTournamentBody, AdminGroupTournament } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { refreshAfterTournamentChange } from './keys';

/** POST /api/group-admin/{groupId}/tournaments: 201 with the new group tournament. */
export function useAddTournament(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddGroupTournamentBody) =>
      api.post<AdminGroupTournament>(pathTo(routes.addTournament, { groupId }), body),
    onSuccess: () => refreshAfterTournamentChange(queryClient, groupId),
  });
}
