import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryItem } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { HISTORY_STALE_MS } from './my-history';

/** Under the group's key, so refreshing everything about a group refreshes its history too. */
export const groupHistoryKey = (groupId: number) => ['groups', groupId, 'history'] as const;

/** GET /api/pool-groups/{groupId}/history: the group's completed tournaments (members only). */
export const groupHistoryQuery = (groupId: number) =>
  queryOptions({
    queryKey: groupHistoryKey(groupId),
    queryFn: ({ signal }) =>
      api.get<HistoryItem[]>(pathTo(routes.groupHistory, { groupId }), { signal }),
    staleTime: HISTORY_STALE_MS,
  });

export const useGroupHistory = (groupId: number, { enabled = true } = {}) =>
  useQuery({ ...groupHistoryQuery(groupId), enabled });
