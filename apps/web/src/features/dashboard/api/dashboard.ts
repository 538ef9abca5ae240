import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { dashboardKey } from '../../../lib/query-keys';

/** The dashboard is fresh for 2 minutes and kept for 5. */
export const DASHBOARD_STALE_MS = 2 * 60_000;
export const DASHBOARD_GC_MS = 5 * 60_000;

/** GET /api/dashboard: the signed-in home in one call. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => api.get<DashboardResponse>(pathTo(routes.dashboard), { signal }),
    staleTime: DASHBOARD_STALE_MS,
    gcTime: DASHBOARD_GC_MS,
  });

export const useDashboard = () => useQuery(dashboardQuery());
