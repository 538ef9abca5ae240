import type { QueryClient } from '@tanstack/react-query';
import { tournamentsQuery } from '../../tournaments';

export const golfDataStatusKey = ['admin', 'golf-data-status'] as const;

/**
 * After a sync or an update, whatever the outcome: the season list (shared with the public
 * schedule), the feed's status (a failure is recorded there too) and, for an update, that
 * tournament's leaderboard and tiers under ['tournament', id].
 */
export function refreshAfterGolfData(queryClient: QueryClient, tournamentId?: number) {
  void queryClient.invalidateQueries({ queryKey: tournamentsQuery().queryKey });
  void queryClient.invalidateQueries({ queryKey: golfDataStatusKey });
  if (tournamentId !== undefined)
    void queryClient.invalidateQueries({ queryKey: ['tournament', tournamentId] });
}
