import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTournamentsResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { groupAdminKeys } from './keys';

/** GET /api/group-admin/{groupId}/tournaments: the group's tournaments and its size tier (admins only). */
export const adminTournamentsQuery = (groupId: number) =>
  queryOptions({
    queryKey: groupAdminKeys.tournaments(groupId),
    queryFn: ({ signal }) =>
      api.get<AdminTournamentsResponse>(pathTo(routes.adminTournaments, { groupId }), { signal }),
  });

export const useAdminTournaments = (groupId: number, { enabled = true } = {}) =>
  useQuery({ ...adminTournamentsQuery(groupId), enabled });
