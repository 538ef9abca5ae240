import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from './api';
import { reportError } from './monitoring';

/** Failed HTTP calls are reported by the API client; these are the other failures (bugs). */
const reportUnlessHttp = (error: Error, tags: Record<string, string>) => {
  if (!(error instanceof ApiError)) reportError(error, tags);
};

/** The app-wide query defaults; screens that need other timings set their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportUnlessHttp(error, { query: JSON.stringify(query.queryKey) }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportUnlessHttp(error, {
          mutation: JSON.stringify(mutation.options.mutationKey ?? 'unnamed'),
        }),
    }),
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
