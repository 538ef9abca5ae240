import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group, NewInviteCode } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { groupKeys } from '../../../lib/query-keys';

/**
 * POST /api/pool-groups/{groupId}/invite-code: admins only. The old code and its links stop
 * working at once; the group page shows the new code (and builds its links from it) at once.
 */
export function useNewInviteCode(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NewInviteCode>(pathTo(routes.groupInviteCode, { groupId })),
    onSuccess: ({ inviteCode }) => {
      queryClient.setQueryData<Group>(groupKeys.detail(groupId), (group) =>
        group ? { ...group, inviteCode } : group,
      );
      void queryClient.invalidateQueries({ queryKey: groupKeys.all, exact: true });
    },
  });
}
