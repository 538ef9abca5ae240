import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';
import { refreshAfterEntryChange } from './keys';

/** DELETE /api/pool-groups/{groupId}/tournaments/{tournamentId}/entries/{entryId}: one's own, before the deadline. */
export function useDeleteEntry(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) =>
      api.delete<MessageResponse>(apiPaths.entry(groupId, tournamentId, entryId)),
    onSuccess: () => refreshAfterEntryChange(queryClient, groupId, tournamentId),
  });
}
