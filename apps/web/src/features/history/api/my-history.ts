import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryItem } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/** Finished tournaments do not change, so history stays fresh for a while. */
export const HISTORY_STALE_MS = 10 * 60_000;

export const historyKeys = {
  mine: ['history'] as const,
  tournament: (tournamentId: number) => ['history', 'tournament', tournamentId] as const,
};

/** GET /api/tournaments/history: the caller's completed tournaments across their groups. */
export const myHistoryQuery = () =>
  queryOptions({
    queryKey: historyKeys.mine,
    queryFn: ({ signal }) => api.get<HistoryItem[]>(pathTo(routes.myHistory), { signal }),
    staleTime: HISTORY_STALE_MS,
  });

export const useMyHistory = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...myHistoryQuery(), enabled });
