import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingDashboardResponse } from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';
import { billingKeys } from './keys';

export const DASHBOARD_FETCH_FAILED = 'Failed to fetch billing dashboard';

/** GET /api/billing/user/dashboard: totals and the groups the caller admins (403 for others). */
export const billingDashboardQuery = () =>
  queryOptions({
    queryKey: billingKeys.dashboard,
    queryFn: ({ signal }) =>
      api.get<BillingDashboardResponse>(apiPaths.billingDashboard(), { signal }),
  });

export const useBillingDashboard = (enabled: boolean) =>
  useQuery({ ...billingDashboardQuery(), enabled });
