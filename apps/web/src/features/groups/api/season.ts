import { useQuery } from '@tanstack/react-query';
import type { SeasonResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/** GET /api/pool-groups/{g}/season?year=: the group's money list for a year. */
export const useSeason = (groupId: number, year: number) =>
  useQuery({
    queryKey: ['groups', groupId, 'season', year],
    queryFn: ({ signal }) =>
      api.get<SeasonResponse>(pathTo(routes.groupSeason, { groupId }, { year }), { signal }),
  });
