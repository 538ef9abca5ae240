import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyFinishesResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { HISTORY_STALE_MS, historyKeys } from './my-history';

/**
 * GET /api/tournaments/my-finishes: the caller's own places and winnings in their completed
 * tournaments, with totals. Under history's key, so refreshing history refreshes it too.
 */
export const myFinishesQuery = () =>
  queryOptions({
    queryKey: [...historyKeys.mine, 'finishes'] as const,
    queryFn: ({ signal }) => api.get<MyFinishesResponse>(pathTo(routes.myFinishes), { signal }),
    staleTime: HISTORY_STALE_MS,
  });

export const useMyFinishes = () => useQuery(myFinishesQuery());
