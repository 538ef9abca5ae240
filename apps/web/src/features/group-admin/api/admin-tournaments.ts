import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTournamentsResponse } from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';
import { groupAdminKeys } from './keys';

/** GET /api/group-admin/{groupId}/tournaments: the group's tournaments and its size tier (admins only). */
export const adminTournamentsQuery = (groupId: number) =>
  queryOptions({
    queryKey: groupAdminKeys.tournaments(groupId),
    queryFn: ({ signal }) =>
      api.get<AdminTournamentsResponse>(apiPaths.adminTournaments(groupId), { signal }),
  });

export const useAdminTournaments = (groupId: number, { enabled = true } = {}) =>
  useQuery({ ...adminTournamentsQuery(groupId), enabled });
