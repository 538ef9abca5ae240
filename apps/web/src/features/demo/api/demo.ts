import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { ApiError, NETWORK_ERROR_STATUS, api } from '../../../lib/api';

/** The demo's error texts, shown word for word. */
export const DEMO_NOT_AVAILABLE = 'Demo data not available';
export const DEMO_LOAD_FAILED = 'Failed to load demo';

async function fetchDemo(): Promise<DemoResponse> {
  let demo: DemoResponse | undefined;
  try {
    demo = await api.get<DemoResponse>(pathTo(routes.demo), { auth: false });
  } catch (error) {
    const answered = error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS;
    throw new Error(answered ? DEMO_NOT_AVAILABLE : DEMO_LOAD_FAILED, { cause: error });
  }
  // The client reads an unparseable body as nothing at all.
  if (!demo || typeof demo !== 'object' || !demo.group || !Array.isArray(demo.tournaments)) {
    throw new Error(DEMO_LOAD_FAILED);
  }
  return demo;
}

/** GET /api/pool-groups/demo: public, no token. The page offers Retry instead of retrying quietly. */
export const demoQuery = () =>
  queryOptions({ queryKey: ['demo'], queryFn: fetchDemo, retry: false });

export const useDemo = () => useQuery(demoQuery());
