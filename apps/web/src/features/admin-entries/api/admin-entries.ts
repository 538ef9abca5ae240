import { useQuery } from '@tanstack/react-query';
import type { AdminEntriesResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/** GET /api/admin/tournament/{id}/entries: every entry across groups (user 1). */
export const useAdminEntries = (tournamentId: number) =>
  useQuery({
    // Under ['tournament', id] so a golf data update of this tournament refreshes the scores.
    queryKey: ['tournament', tournamentId, 'admin-entries'] as const,
    queryFn: ({ signal }) =>
      api.get<AdminEntriesResponse>(pathTo(routes.adminEntries, { id: tournamentId }), { signal }),
  });
