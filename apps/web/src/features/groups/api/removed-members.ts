import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RemovedMember } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { GROUPS_GC_MS, GROUPS_STALE_MS, groupKeys } from '../../../lib/query-keys';

/** GET /api/pool-groups/{groupId}/removed: admins only; nobody on it may join again. */
export const removedMembersQuery = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.removed(groupId),
    queryFn: ({ signal }) =>
      api.get<RemovedMember[]>(pathTo(routes.groupRemoved, { groupId }), { signal }),
    staleTime: GROUPS_STALE_MS,
    gcTime: GROUPS_GC_MS,
  });

export const useRemovedMembers = (groupId: number, { enabled = true } = {}) =>
  useQuery({ ...removedMembersQuery(groupId), enabled });

/** DELETE /api/pool-groups/{groupId}/removed/{userId}: admins let someone join again (204). */
export function useAllowBack(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api.delete<null>(pathTo(routes.groupRemovedMember, { groupId, userId })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.removed(groupId) }),
  });
}
