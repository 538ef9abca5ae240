import { useQuery } from '@tanstack/react-query';
import type { GolfDataStatusResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { golfDataStatusKey } from './keys';

/** GET /api/admin/golf-data/status: the feed's last success and last failure (user 1). */
export const useGolfDataStatus = () =>
  useQuery({
    queryKey: golfDataStatusKey,
    queryFn: ({ signal }) =>
      api.get<GolfDataStatusResponse>(pathTo(routes.golfDataStatus), { signal }),
    // The scheduled jobs move it on their own; a minute old is recent enough for a glance.
    staleTime: 60_000,
  });
