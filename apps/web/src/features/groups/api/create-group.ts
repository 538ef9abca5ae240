import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupBody, Group } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { groupKeys } from '../../../lib/query-keys';
import { refreshMembershipViews } from './keys';

/** POST /api/pool-groups: answers the new group, invite code included. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupBody) => api.post<Group>(pathTo(routes.createGroup), body),
    onSuccess: (group) => {
      // The group page opens next: seed it so it shows at once.
      queryClient.setQueryData(groupKeys.detail(group.id), group);
      refreshMembershipViews(queryClient);
    },
  });
}
