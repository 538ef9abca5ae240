import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfigResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../lib/api';

export const DEFAULT_SUPPORT_EMAIL = 'support@fairway.local';

export const appConfigQuery = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: () => api.get<AppConfigResponse>(pathTo(routes.config), { auth: false }),
    staleTime: Infinity,
  });

/** The deployment's public settings; the support address falls back to the default while loading. */
export function useAppConfig() {
  const query = useQuery(appConfigQuery());
  return { ...query, supportEmail: query.data?.supportEmail ?? DEFAULT_SUPPORT_EMAIL };
}
