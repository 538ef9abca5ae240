import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyEntriesResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { myEntriesKey } from '../../../lib/query-keys';

/**
 * GET /api/pool-groups/{groupId}/tournaments/{tournamentId}/my-entries: the caller's entries in
 * play. Under the standings' key (lib/query-keys.ts), so the group's live stream refreshes it
 * whenever the standings change; between those it is fresh for a minute.
 */
export const myEntriesQuery = (groupId: number, tournamentId: number) =>
  queryOptions({
    queryKey: myEntriesKey(groupId, tournamentId),
    queryFn: ({ signal }) =>
      api.get<MyEntriesResponse>(pathTo(routes.myEntries, { groupId, tournamentId }), { signal }),
    staleTime: 60_000,
  });

export const useMyEntries = (groupId: number, tournamentId: number, enabled = true) =>
  useQuery({ ...myEntriesQuery(groupId, tournamentId), enabled });
