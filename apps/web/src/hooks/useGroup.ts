import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../lib/api';
import { GROUPS_GC_MS, GROUPS_STALE_MS, groupKeys } from '../lib/query-keys';

/**
 * GET /api/pool-groups/{groupId}: one group (a public one may be viewed by a non-member). Shared:
 * the group pages, the game, group admin, history and the breadcrumbs all read it.
 */
export const groupQuery = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: ({ signal }) => api.get<Group>(pathTo(routes.group, { groupId }), { signal }),
    staleTime: GROUPS_STALE_MS,
    gcTime: GROUPS_GC_MS,
  });

export const useGroup = (groupId: number, { enabled = true } = {}) =>
  useQuery({ ...groupQuery(groupId), enabled });
