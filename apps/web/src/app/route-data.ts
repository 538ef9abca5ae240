import type { QueryClient } from '@tanstack/react-query';
import {
  RouterContextProvider,
  createContext,
  type LoaderFunction,
  type Params,
} from 'react-router';

/**
 * The app's query client, handed to route loaders by the router (createRouter). A router made
 * without it (a test's memory router) has none: its pages load their data as they render.
 */
const queryClientContext = createContext<QueryClient | null>(null);

/** The router's `getContext`: every navigation's loaders can reach the app's query client. */
export const withQueryClient = (queryClient: QueryClient) => () => {
  const context = new RouterContextProvider();
  context.set(queryClientContext, queryClient);
  return context;
};

/**
 * A route loader that starts its page's queries the moment the route matches, beside the page's
 * code rather than after that code has arrived and rendered (on a phone's network, a round trip
 * and a render saved before the page can show anything). It returns at once, so navigation never
 * waits for it; the page reads the same queries, already on their way or cached.
 */
export function startsLoading(
  load: (queryClient: QueryClient, params: Params) => void,
): LoaderFunction {
  return ({ params, context }) => {
    // Loaders are typed for middleware-less routers (context: any); ours always comes from
    // withQueryClient.
    const queryClient = (context as RouterContextProvider).get(queryClientContext);
    if (queryClient) load(queryClient, params);
    return null;
  };
}
