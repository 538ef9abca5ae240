import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GolfersByTierResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { gameKeys } from './keys';

/** GET /api/tournament/{tournamentId}/golfers-by-tier: the field in four tiers, by odds. */
export const golfersByTierQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: gameKeys.golfersByTier(tournamentId),
    queryFn: ({ signal }) =>
      api.get<GolfersByTierResponse>(pathTo(routes.golfersByTier, { id: tournamentId }), {
        signal,
      }),
  });

export const useGolfersByTier = (tournamentId: number, { enabled = true } = {}) =>
  useQuery({ ...golfersByTierQuery(tournamentId), enabled });
