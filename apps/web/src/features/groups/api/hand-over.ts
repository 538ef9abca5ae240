import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandOverGroupBody, MessageResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { groupKeys } from '../../../lib/query-keys';

/** PUT /api/pool-groups/{groupId}/owner: the owner hands the group to another member. */
export function useHandOverGroup(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api.put<MessageResponse>(pathTo(routes.groupOwner, { groupId }), {
        userId,
      } satisfies HandOverGroupBody),
    onSuccess: () => {
      // The group prefix covers its members list and who may do what in it.
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.all, exact: true });
    },
  });
}
