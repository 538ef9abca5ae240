import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { refreshAfterEntryChange } from './keys';

/** DELETE /api/pool-groups/{groupId}/tournaments/{tournamentId}/entries/{entryId}: one's own, before the deadline. */
export function useDeleteEntry(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) =>
      api.delete<MessageResponse>(pathTo(routes.deleteEntry, { groupId, tournamentId, entryId })),
    onSuccess: () => refreshAfterEntryChange(queryClient, groupId, tournamentId),
  });
}
