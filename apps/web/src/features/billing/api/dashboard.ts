import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingDashboardResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { billingKeys } from './keys';

export const DASHBOARD_FETCH_FAILED = 'Failed to fetch billing dashboard';

/** GET /api/billing/user/dashboard: totals and the groups the caller admins (403 for others). */
export const billingDashboardQuery = () =>
  queryOptions({
    queryKey: billingKeys.dashboard,
    queryFn: ({ signal }) =>
      api.get<BillingDashboardResponse>(pathTo(routes.billingDashboard), { signal }),
  });

export const useBillingDashboard = (enabled: boolean) =>
  useQuery({ ...billingDashboardQuery(), enabled });
