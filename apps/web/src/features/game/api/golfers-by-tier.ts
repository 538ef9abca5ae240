import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GolfersByTierResponse } from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';
import { gameKeys } from './keys';

/** GET /api/tournament/{tournamentId}/golfers-by-tier: the field in four tiers, by odds. */
export const golfersByTierQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: gameKeys.golfersByTier(tournamentId),
    queryFn: ({ signal }) =>
      api.get<GolfersByTierResponse>(apiPaths.golfersByTier(tournamentId), { signal }),
  });

export const useGolfersByTier = (tournamentId: number, { enabled = true } = {}) =>
  useQuery({ ...golfersByTierQuery(tournamentId), enabled });
