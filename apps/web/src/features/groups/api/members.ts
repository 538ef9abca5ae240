import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { GROUPS_GC_MS, GROUPS_STALE_MS, groupKeys } from '../../../lib/query-keys';

/** GET /api/pool-groups/{groupId}/members: only members may list them. */
export const membersQuery = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.members(groupId),
    queryFn: ({ signal }) =>
      api.get<Member[]>(pathTo(routes.groupMembers, { groupId }), { signal }),
    staleTime: GROUPS_STALE_MS,
    gcTime: GROUPS_GC_MS,
  });

export const useMembers = (groupId: number, { enabled = true } = {}) =>
  useQuery({ ...membersQuery(groupId), enabled });
