import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupBillingHistoryResponse } from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';
import { billingKeys } from './keys';

export const HISTORY_FETCH_FAILED = 'Failed to get tournament history';

/** GET /api/billing/group/{groupId}/tournament-history: one group's platform-fee payments (admins). */
export const groupBillingHistoryQuery = (groupId: number) =>
  queryOptions({
    queryKey: billingKeys.groupHistory(groupId),
    queryFn: ({ signal }) =>
      api.get<GroupBillingHistoryResponse>(apiPaths.groupBillingHistory(groupId), {
        signal,
      }),
  });

export const useGroupBillingHistory = (groupId: number) =>
  useQuery(groupBillingHistoryQuery(groupId));
