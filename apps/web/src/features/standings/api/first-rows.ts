import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  expandStandings,
  type StandingsHeadResponse,
  type StandingsResponse,
} from '@fairway/contract';
import { useEffect, useState } from 'react';
import { pathTo, routes } from '@fairway/contract/routes';
import { afterNextPaint } from '../../../lib/after-paint';
import { ApiError, api } from '../../../lib/api';
import { TOKEN_STORAGE_KEY, isTokenUsable } from '../../../lib/auth/token';
import { standingsHeadKey, standingsKey } from '../../../lib/query-keys';
import { myEntriesQuery } from '../../my-entry';
import { standingsQuery } from './standings';

/*
 * A big pool's first rows first (docs/decisions/0023-big-pool-first-rows-first.md): the page asks
 * for the first rows as its route matches, shows them, and asks for the whole body once they are
 * painted.
 */

/** What the rows after the first ones change in how these read (entry numbers, ties, count). */
export interface BeyondFirstRows {
  /** Entries in the whole standings. */
  totalEntries: number;
  /** Every entry of each player here who has several. */
  entriesOf: ReadonlyMap<number, readonly number[]>;
  /** The rank of the row after these, or null. */
  nextRank: number | null;
}

/** The standings' first rows (in the default shape), and what the rest change. */
export type StandingsHead = StandingsResponse & { beyond: BeyondFirstRows };

/** The server refused: asking again, for the head or the whole body, gets the same answer. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * GET .../standings?shape=head: the first rows, a few KB. A big pool's whole body takes
 * seconds on a phone's network: the page shows these while it comes. When every row
 * fits, the head is the whole body and is kept as such: nothing more is asked for. Never
 * retried: a refusal is the page's answer, and anything else is the whole body's to retry.
 */
export const standingsHeadQuery = (groupId: number, tournamentId: number) =>
  queryOptions({
    queryKey: standingsHeadKey(groupId, tournamentId),
    queryFn: async ({ signal, client }): Promise<StandingsHead> => {
      const head = await api.get<StandingsHeadResponse>(
        pathTo(routes.standings, { groupId, tournamentId }, { shape: 'head' }),
        { signal },
      );
      const standings = expandStandings(head);
      if (head.totalEntries === head.standings.length)
        client.setQueryData(standingsKey(groupId, tournamentId), standings);
      return {
        ...standings,
        beyond: {
          totalEntries: head.totalEntries,
          entriesOf: new Map(head.playersEntries.map((p) => [p.playerId, p.entryIds])),
          nextRank: head.nextRank,
        },
      };
    },
    staleTime: 60_000,
    retry: false,
    retryOnMount: false,
  });

/**
 * What the standings page shows: the whole standings once here, the first rows until then.
 * The whole body is asked for once the first rows are painted (or failed other than by a
 * refusal): asked for together, its bytes would share a phone's network with the first rows,
 * and reading it would hold up their first paint. Standings already here (even stale) show at
 * once and refresh, with no first rows.
 */
export function usePageStandings(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  const [wholeWanted, setWholeWanted] = useState(
    () => queryClient.getQueryData(standingsKey(groupId, tournamentId)) !== undefined,
  );
  const head = useQuery({ ...standingsHeadQuery(groupId, tournamentId), enabled: !wholeWanted });
  const refused = isRefusal(head.error);
  const whole = useQuery({
    ...standingsQuery(groupId, tournamentId),
    enabled: wholeWanted && !refused,
  });
  const headSettled = head.data !== undefined || head.isError;
  useEffect(() => {
    if (wholeWanted || refused || !headSettled) return;
    return afterNextPaint(() => setWholeWanted(true));
  }, [wholeWanted, refused, headSettled]);
  const error = whole.error ?? (refused ? head.error : null);
  return {
    /** The whole standings, when here. */
    whole: whole.data,
    /** The first rows, until the whole standings are here. */
    head: whole.data ? undefined : head.data,
    /** Why there is nothing to show: the server's refusal, or a failure retried to the end. */
    error,
    /** Nothing to show yet, and nothing gone wrong. */
    isPending: !whole.data && !head.data && !error,
    retry: () => void whole.refetch(),
  };
}

const asId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Starts what the standings page at this URL (/groups/{groupId}/tournament/{tournamentId}/
 * standings) shows first, as the route matches: the first rows, or the standings already here
 * (refreshed if stale).
 */
export function prefetchStandings(
  queryClient: QueryClient,
  params: { groupId?: string; tournamentId?: string },
): void {
  const groupId = asId(params.groupId);
  const tournamentId = asId(params.tournamentId);
  // A visitor without a session is on the way to /login: nothing to ask for.
  if (!groupId || !tournamentId || !isTokenUsable(localStorage.getItem(TOKEN_STORAGE_KEY))) return;
  if (queryClient.getQueryData(standingsKey(groupId, tournamentId)) === undefined)
    void queryClient.prefetchQuery(standingsHeadQuery(groupId, tournamentId));
  else void queryClient.prefetchQuery(standingsQuery(groupId, tournamentId));
  // The "my entry" card leads a live pool's page: its answer (a few hundred bytes) comes in the
  // same round trip as the first rows rather than one after them.
  void queryClient.prefetchQuery(myEntriesQuery(groupId, tournamentId));
}
