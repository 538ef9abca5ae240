import { useQuery } from '@tanstack/react-query';
import type { GroupTournamentChangesResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { tournamentChangesKey } from '../../../lib/query-keys';

/**
 * GET /api/pool-groups/{groupId}/tournaments/{tournamentId}/audit: the changes to its fee,
 * payouts, pool type and rules since the first tee time, newest first. Asked only once play
 * has started (there is none before); the group's stream refreshes it when one is told.
 */
export const useTournamentChanges = (groupId: number, tournamentId: number, enabled: boolean) =>
  useQuery({
    queryKey: tournamentChangesKey(groupId, tournamentId),
    queryFn: ({ signal }) =>
      api.get<GroupTournamentChangesResponse>(
        pathTo(routes.groupTournamentAudit, { groupId, tournamentId }),
        { signal },
      ),
    enabled,
  });
