import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatusResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { billingKeys } from './keys';

export const ADMIN_STATUS_FETCH_FAILED = 'Failed to check admin status';

/** Admin status is fresh for 5 minutes and never retried. */
export const ADMIN_STATUS_STALE_MS = 5 * 60_000;

/** GET /api/billing/user/admin-status: whether the caller admins at least one group. */
export const adminStatusQuery = () =>
  queryOptions({
    queryKey: billingKeys.adminStatus,
    queryFn: ({ signal }) =>
      api.get<AdminStatusResponse>(pathTo(routes.billingAdminStatus), { signal }),
    staleTime: ADMIN_STATUS_STALE_MS,
    retry: false,
  });

/** Pass `enabled: false` for visitors: the call needs a signed-in user. */
export const useAdminStatus = (enabled = true) => useQuery({ ...adminStatusQuery(), enabled });
