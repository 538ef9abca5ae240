import { useQuery } from '@tanstack/react-query';
import type { EntryChancesResponse, RootingResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { entryForecastKey } from '../../../lib/query-keys';

interface EntryRef {
  groupId: number;
  tournamentId: number;
  entryId: number;
  /**
   * A visitor reading the public demo group (docs/rules.md, "Demo"): the demo's own read-only
   * routes, which answer the same forecast without an account.
   */
  demo?: boolean;
}

/**
 * GET .../entries/{entryId}/rooting: the golfers whose finish moves the entry's chance most.
 * Under the standings' key, so the live stream's "standings changed" refreshes it too.
 */
export const useRooting = ({ groupId, tournamentId, entryId, demo }: EntryRef, enabled: boolean) =>
  useQuery({
    queryKey: entryForecastKey(groupId, tournamentId, entryId, 'rooting'),
    queryFn: ({ signal }) =>
      demo
        ? api.get<RootingResponse>(pathTo(routes.demoEntryRooting, { tournamentId, entryId }), {
            signal,
            auth: false,
          })
        : api.get<RootingResponse>(
            pathTo(routes.entryRooting, { groupId, tournamentId, entryId }),
            { signal },
          ),
    enabled,
    staleTime: 60_000,
  });

/** GET .../entries/{entryId}/chances: the entry's chance to win at the end of each round. */
export const useEntryChances = (
  { groupId, tournamentId, entryId, demo }: EntryRef,
  enabled: boolean,
) =>
  useQuery({
    queryKey: entryForecastKey(groupId, tournamentId, entryId, 'chances'),
    queryFn: ({ signal }) =>
      demo
        ? api.get<EntryChancesResponse>(
            pathTo(routes.demoEntryChances, { tournamentId, entryId }),
            { signal, auth: false },
          )
        : api.get<EntryChancesResponse>(
            pathTo(routes.entryChances, { groupId, tournamentId, entryId }),
            { signal },
          ),
    enabled,
    staleTime: 60_000,
  });
