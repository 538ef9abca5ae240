import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  expandStandings,
  type CompactStandingsResponse,
  type DemoMyEntriesResponse,
  type TournamentStatus,
} from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/**
 * A visitor has no live stream (it is the members'), so a tournament in play is asked for again
 * every minute, the pace the scores move at (UPDATE_INTERVAL_S); a finished one never changes.
 */
export const DEMO_REFRESH_MS = 60_000;
/**
 * While the forecast of what is shown is not in yet (the server's forecast thread was busy when
 * the page asked), the chances are asked for again soon rather than a minute later: members
 * hear of it on their stream, a visitor has none.
 */
export const DEMO_FORECAST_PENDING_MS = 3_000;
const refreshWhile = (status: TournamentStatus | undefined, forecastPending = false) =>
  status !== 'active' ? false : forecastPending ? DEMO_FORECAST_PENDING_MS : DEMO_REFRESH_MS;

const demoStandingsKey = (tournamentId: number) => ['demo', 'standings', tournamentId] as const;

/**
 * GET /api/pool-groups/demo/tournaments/{tournamentId}/standings?shape=compact: the demo group's
 * standings, the very body its members read (public, no token), expanded to the default shape.
 */
export const demoStandingsQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: demoStandingsKey(tournamentId),
    queryFn: async ({ signal }) =>
      expandStandings(
        await api.get<CompactStandingsResponse>(
          pathTo(routes.demoStandings, { tournamentId }, { shape: 'compact' }),
          { signal, auth: false },
        ),
      ),
    staleTime: 30_000,
    refetchInterval: ({ state: { data } }) =>
      refreshWhile(data?.tournament.status, data?.forecast?.upToDate !== true),
  });

export const useDemoStandings = (tournamentId: number) =>
  useQuery(demoStandingsQuery(tournamentId));

/**
 * GET .../my-entries: the "my entry" card of the demo player a visitor plays as, and who that is.
 * Asked for again with the standings while play is on.
 */
export const useDemoMyEntries = (tournamentId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...demoStandingsKey(tournamentId), 'mine'],
    queryFn: ({ signal }) =>
      api.get<DemoMyEntriesResponse>(pathTo(routes.demoMyEntries, { tournamentId }), {
        signal,
        auth: false,
      }),
    enabled,
    staleTime: 30_000,
    refetchInterval: ({ state: { data } }) =>
      refreshWhile(
        data?.tournament.status,
        data?.entries.some((entry) => entry.winProbability === undefined),
      ),
  });
