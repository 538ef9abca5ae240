import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, ToggleEntriesBody } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { refreshAfterTournamentChange } from './keys';

/** POST .../tournaments/{tournamentId}/toggle-entries {is_active}: enables or disables entries. */
export function useToggleEntries(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      api.post<MessageResponse & ToggleEntriesBody>(
        pathTo(routes.toggleEntries, { groupId, tournamentId }),
        { is_active: isActive } satisfies ToggleEntriesBody,
      ),
    onSuccess: () => refreshAfterTournamentChange(queryClient, groupId),
  });
}
