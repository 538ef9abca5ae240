import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinGroupResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { groupKeys } from '../../../lib/query-keys';
import { refreshMembershipViews } from './keys';

/** POST /api/pool-groups/join/{inviteCode}: no body; joining twice is not an error (alreadyMember). */
export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteCode: string) =>
      api.post<JoinGroupResponse>(pathTo(routes.joinGroup, { inviteCode })),
    onSuccess: () => {
      // The whole prefix: the list, and the group page seen before joining (a public group).
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      refreshMembershipViews(queryClient);
    },
  });
}
