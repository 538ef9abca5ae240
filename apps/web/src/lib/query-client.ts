import { QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from './api';

/** Query defaults from core.md section 9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: (failureCount, error) =>
          failureCount < 3 &&
          !(
            error instanceof ApiError &&
            (error.status === 401 || error.status === 403 || error.status === 404)
          ),
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: {
        // Once, and only when the request may not have reached the server or it failed on its side.
        retry: (failureCount, error) =>
          failureCount < 1 &&
          error instanceof ApiError &&
          (error.status === NETWORK_ERROR_STATUS || error.status >= 500),
      },
    },
  });
}
