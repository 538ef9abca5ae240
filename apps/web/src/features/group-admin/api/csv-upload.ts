import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupCsvUploadResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { refreshAfterTournamentChange } from './keys';

/** POST /api/pool-groups/{groupId}/csv-upload: multipart `file` and `tournament_id`. */
export function useCsvUpload(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tournamentId, file }: { tournamentId: number; file: File }) => {
      const form = new FormData();
      form.append('tournament_id', String(tournamentId));
      form.append('file', file);
      return api.post<GroupCsvUploadResponse>(pathTo(routes.groupCsvUpload, { groupId }), form);
    },
    // New entries change the group's entry counts, standings and dashboard.
    onSuccess: () => refreshAfterTournamentChange(queryClient, groupId),
  });
}
