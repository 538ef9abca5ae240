import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Entry } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { gameKeys } from './keys';

/**
 * GET /api/pool-groups/{groupId}/tournaments/{tournamentId}/entries: the caller's entries
 * before the first tee time, everyone's afterwards (screens filter by their own user id).
 */
export const entriesQuery = (groupId: number, tournamentId: number) =>
  queryOptions({
    queryKey: gameKeys.entries(groupId, tournamentId),
    queryFn: ({ signal }) =>
      api.get<Entry[]>(pathTo(routes.entries, { groupId, tournamentId }), { signal }),
    // The user's own entries change only through this app; after a save the cache is refreshed.
    staleTime: 30_000,
  });

export const useEntries = (groupId: number, tournamentId: number, { enabled = true } = {}) =>
  useQuery({ ...entriesQuery(groupId, tournamentId), enabled });
