import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshAfterTournamentChange } from './keys';

/** POST .../tournaments/{tournamentId}/toggle-entries {is_active}: enables or disables entries. */
export function useToggleEntries(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isActive: boolean) =>
      api.post<{ message: string; is_active: boolean }>(
        `/api/group-admin/${groupId}/tournaments/${tournamentId}/toggle-entries`,
        { is_active: isActive },
      ),
    onSuccess: () => refreshAfterTournamentChange(queryClient, groupId),
  });
}
