import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { GROUPS_GC_MS, GROUPS_STALE_MS, groupKeys } from '../../../lib/query-keys';

/** GET /api/pool-groups: the caller's groups. */
export const groupsQuery = () =>
  queryOptions({
    queryKey: groupKeys.all,
    queryFn: ({ signal }) => api.get<Group[]>(pathTo(routes.groups), { signal }),
    staleTime: GROUPS_STALE_MS,
    gcTime: GROUPS_GC_MS,
  });

export const useGroups = () => useQuery(groupsQuery());
