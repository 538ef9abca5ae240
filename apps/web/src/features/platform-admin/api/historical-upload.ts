import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HistoricalUploadResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/** POST /api/admin/historical/pool-entries/upload, multipart with the CSV in the field `file`. */
export function useHistoricalUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<HistoricalUploadResponse>(pathTo(routes.historicalUpload), form);
    },
    // Imports may create completed tournaments and history; cached lists must not hide them.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
