import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Entry, EntryBody } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { refreshAfterEntryChange } from './keys';

/**
 * POST /api/pool-groups/{groupId}/tournaments/{tournamentId}/entries: a new entry (201), or an
 * edit when the body carries entry_id (200).
 */
export function useSaveEntry(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntryBody) =>
      api.post<Entry>(pathTo(routes.saveEntry, { groupId, tournamentId }), body),
    // Not retried: a repeated POST could create a second entry.
    retry: false,
    onSuccess: () => refreshAfterEntryChange(queryClient, groupId, tournamentId),
  });
}
