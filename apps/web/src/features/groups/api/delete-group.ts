import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { groupKeys } from '../../../lib/query-keys';
import { refreshMembershipViews } from './keys';

/** DELETE /api/pool-groups/{groupId}: admins only. */
export function useDeleteGroup(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MessageResponse>(pathTo(routes.deleteGroup, { groupId })),
    onSuccess: () => {
      // Dropped rather than invalidated: refetching a deleted group would only answer 404.
      queryClient.removeQueries({ queryKey: groupKeys.detail(groupId) });
      refreshMembershipViews(queryClient);
    },
  });
}
