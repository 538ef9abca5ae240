import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_STATUS } from './api';
import { reportError } from './monitoring';

/** Failed HTTP calls are reported by the API client; these are the other failures (bugs). */
const reportUnlessHttp = (error: Error, tags: Record<string, string>) => {
  if (!(error instanceof ApiError)) reportError(error, tags);
};

/**
 * Whether asking again may succeed: the request may not have arrived (no connection, a
 * timeout), the server failed on its side, or it asked us to slow down. A refusal (401 not
 * signed in, 402 locked until paid, 403, 404, a 400 or 409 about the request) answers the same
 * every time, so the screen says so at once instead of after three retries.
 */
export const mayPassOnItsOwn = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.status === NETWORK_ERROR_STATUS ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500);

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
        retry: (failureCount, error) => failureCount < 3 && mayPassOnItsOwn(error),
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: {
        // Once, and only when the request may not have reached the server or it failed on its side.
        retry: (failureCount, error) => failureCount < 1 && mayPassOnItsOwn(error),
      },
    },
  });
}
