import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminTiersResponse,
  AvailableGolfer,
  SaveTiersBody,
  SaveTiersResponse,
} from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { tournamentsQuery } from '../../tournaments';

// Under ['tournament', id] so a golf data update of this tournament refreshes them too.
const tiersKey = (tournamentId: number) => ['tournament', tournamentId, 'admin-tiers'] as const;
const availableKey = (tournamentId: number) =>
  ['tournament', tournamentId, 'available-golfers'] as const;

/** GET /api/admin/tournament/{id}/tiers (user 1). */
export const useAdminTiers = (tournamentId: number) =>
  useQuery({
    queryKey: tiersKey(tournamentId),
    queryFn: ({ signal }) =>
      api.get<AdminTiersResponse>(pathTo(routes.adminTiers, { id: tournamentId }), { signal }),
    // The page edits a copy; refetching under the admin's hands would look like lost work.
    refetchOnWindowFocus: false,
  });

/** GET /api/admin/tournament/{id}/available-golfers: the field not yet in a tier (user 1). */
export const useAvailableGolfers = (tournamentId: number) =>
  useQuery({
    queryKey: availableKey(tournamentId),
    queryFn: ({ signal }) =>
      api.get<AvailableGolfer[]>(pathTo(routes.adminAvailableGolfers, { id: tournamentId }), {
        signal,
      }),
    refetchOnWindowFocus: false,
  });

/** POST /api/admin/tournament/{id}/tiers; a 409 carries the entries holding moved golfers. */
export function useSaveTiers(tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTiersBody) =>
      api.post<SaveTiersResponse>(pathTo(routes.saveAdminTiers, { id: tournamentId }), body),
    onSuccess: () => {
      // This page, and under ['tournaments'] the admin list's "Tiers set" badge and the
      // entry forms' golfers-by-tier.
      void queryClient.invalidateQueries({ queryKey: ['tournament', tournamentId] });
      void queryClient.invalidateQueries({ queryKey: tournamentsQuery().queryKey });
    },
  });
}
