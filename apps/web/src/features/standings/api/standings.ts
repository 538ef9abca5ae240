import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  expandStandings,
  type CompactStandingsResponse,
  type StandingsHeadResponse,
  type StandingsResponse,
  type TournamentStatus,
} from '@fairway/contract';
import { afterNextPaint } from '../../../lib/after-paint';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';
import { standingsHeadKey, standingsKey } from '../../../lib/query-keys';

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
          apiPaths.groupStandingsCompact(groupId, tournamentId),
          { signal },
        ),
      ),
    staleTime: 60_000,
    refetchInterval: (query) => standingsRefetchInterval(query.state.data?.tournament.status),
  });

/** What the rows after the first ones change in how these read (entry numbers, ties). */
export interface BeyondFirstRows {
  /** Every entry of each player here who has several. */
  entriesOf: ReadonlyMap<number, readonly number[]>;
  /** The rank of the row after these, or null. */
  nextRank: number | null;
}

/** The standings' first rows (in the default shape), how many entries there are in all. */
export type StandingsHead = StandingsResponse & { totalEntries: number; beyond: BeyondFirstRows };

/**
 * GET .../standings?shape=head: the first rows, a few KB. A big pool's whole body is ~90 KB
 * gzipped, seconds on a phone's network: the page shows these while it comes (docs/rules.md,
 * "Standings performance"). Never refetched on its own: the whole body replaces it.
 */
export const standingsHeadQuery = (groupId: number, tournamentId: number) =>
  queryOptions({
    queryKey: standingsHeadKey(groupId, tournamentId),
    queryFn: async ({ signal }): Promise<StandingsHead> => {
      const head = await api.get<StandingsHeadResponse>(
        apiPaths.groupStandingsHead(groupId, tournamentId),
        { signal },
      );
      return {
        ...expandStandings(head),
        totalEntries: head.totalEntries,
        beyond: {
          entriesOf: new Map(head.playersEntries.map((p) => [p.playerId, p.entryIds])),
          nextRank: head.nextRank,
        },
      };
    },
    staleTime: 60_000,
  });

/**
 * What the standings page shows: the first rows (`head`) as soon as they come, then the whole
 * body (`whole`), asked for once those rows are painted. Asked for together, the whole body's
 * ~90 KB would share a phone's network with the first rows, and reading it would hold up their
 * first paint. Standings already here (even stale) show at once and refresh; no first rows then.
 */
export function usePageStandings(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  const [wholeWanted, setWholeWanted] = useState(
    () => queryClient.getQueryData(standingsKey(groupId, tournamentId)) !== undefined,
  );
  const whole = useQuery({ ...standingsQuery(groupId, tournamentId), enabled: wholeWanted });
  const head = useQuery({
    ...standingsHeadQuery(groupId, tournamentId),
    enabled: whole.isPending,
  });
  // A failed head (a locked pool, say) is no reason to wait: the whole body says why.
  const headSettled = head.data !== undefined || head.isError;
  useEffect(() => {
    if (wholeWanted || !headSettled) return;
    return afterNextPaint(() => setWholeWanted(true));
  }, [wholeWanted, headSettled]);
  return { whole, head };
}

const asId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Starts what the standings page at this URL (/groups/{groupId}/tournament/{tournamentId}/
 * standings) shows first, as the route matches: the first rows, or the standings already here
 * (refreshed if stale). The page asks for the whole body once the first rows are painted.
 */
export function prefetchStandings(
  queryClient: QueryClient,
  params: { groupId?: string; tournamentId?: string },
): void {
  const groupId = asId(params.groupId);
  const tournamentId = asId(params.tournamentId);
  if (!groupId || !tournamentId) return;
  if (queryClient.getQueryData(standingsKey(groupId, tournamentId)) === undefined)
    void queryClient.prefetchQuery(standingsHeadQuery(groupId, tournamentId));
  else void queryClient.prefetchQuery(standingsQuery(groupId, tournamentId));
}
