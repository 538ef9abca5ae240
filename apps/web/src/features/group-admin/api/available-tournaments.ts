import { useQuery } from '@tanstack/react-query';
import type { AdminAvailableTournament } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { groupAdminKeys } from './keys';

/** A tournament the group can still add. */
export type AvailableTournament = AdminAvailableTournament;

/** GET /api/group-admin/{groupId}/available-tournaments: upcoming or active, not yet added. */
export const useAvailableTournaments = (groupId: number, { enabled = true } = {}) =>
  useQuery({
    queryKey: groupAdminKeys.available(groupId),
    queryFn: ({ signal }) =>
      api.get<AvailableTournament[]>(pathTo(routes.adminAvailableTournaments, { groupId }), {
        signal,
      }),
    enabled,
  });
