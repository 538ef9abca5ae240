import { useQuery } from '@tanstack/react-query';
import type { SeasonResponse } from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';

/** GET /api/pool-groups/{g}/season?year=: the group's money list for a year. */
export const useSeason = (groupId: number, year: number) =>
  useQuery({
    queryKey: ['groups', groupId, 'season', year],
    queryFn: ({ signal }) =>
      api.get<SeasonResponse>(apiPaths.groupSeason(groupId, year), { signal }),
  });
