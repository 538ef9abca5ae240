import { queryOptions } from '@tanstack/react-query';
import {
  expandStandings,
  type CompactStandingsResponse,
  type TournamentStatus,
} from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { standingsKey } from '../../../lib/query-keys';

/**
 * Standings refresh every 5 minutes, for active tournaments only (docs/rules.md,
 * "Standings performance").
 */
export const STANDINGS_REFRESH_MS = 300_000;

/** The timed refetch is the fallback for the live stream, and only worth it while play is on. */
export const standingsRefetchInterval = (status: TournamentStatus | undefined) =>
  status === 'active' ? STANDINGS_REFRESH_MS : false;

/**
 * GET /api/pool-groups/{groupId}/tournaments/{tournamentId}/standings?shape=compact (members
 * only): each golfer sent once, which keeps a big pool's standings quick on a phone's network,
 * then expanded to the default shape every screen reads.
 */
export const standingsQuery = (groupId: number, tournamentId: number) =>
  queryOptions({
    queryKey: standingsKey(groupId, tournamentId),
    queryFn: async ({ signal }) =>
      expandStandings(
        await api.get<CompactStandingsResponse>(
          pathTo(routes.standings, { groupId, tournamentId }, { shape: 'compact' }),
          { signal },
        ),
      ),
    staleTime: 60_000,
    refetchInterval: (query) => standingsRefetchInterval(query.state.data?.tournament.status),
  });
