import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupBillingHistoryResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { billingKeys } from './keys';

export const HISTORY_FETCH_FAILED = 'Failed to get tournament history';

/** GET /api/billing/group/{groupId}/tournament-history: one group's platform-fee payments (admins). */
export const groupBillingHistoryQuery = (groupId: number) =>
  queryOptions({
    queryKey: billingKeys.groupHistory(groupId),
    queryFn: ({ signal }) =>
      api.get<GroupBillingHistoryResponse>(pathTo(routes.groupBillingHistory, { groupId }), {
        signal,
      }),
  });

export const useGroupBillingHistory = (groupId: number) =>
  useQuery(groupBillingHistoryQuery(groupId));
