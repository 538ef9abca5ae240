import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { groupKeys } from '../../../lib/query-keys';

/** DELETE /api/pool-groups/{groupId}/members/{userId}: admins only, never the owner or oneself. */
export function useRemoveMember(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api.delete<MessageResponse>(pathTo(routes.removeMember, { groupId, userId })),
    onSuccess: () => {
      // The group prefix covers its members list and its member count.
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.all, exact: true });
    },
  });
}
