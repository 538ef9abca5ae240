import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { entriesPath } from './entries';
import { refreshAfterEntryChange } from './keys';

/** DELETE /api/pool-groups/{groupId}/tournaments/{tournamentId}/entries/{entryId}: one's own, before the deadline. */
export function useDeleteEntry(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) =>
      api.delete<{ message: string }>(`${entriesPath(groupId, tournamentId)}/${entryId}`),
    onSuccess: () => refreshAfterEntryChange(queryClient, groupId, tournamentId),
  });
}
