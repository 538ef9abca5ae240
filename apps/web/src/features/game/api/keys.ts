import type { QueryClient } from '@tanstack/react-query';
import { dashboardKey, groupKeys, myGolfersKey, standingsKey } from '../../../lib/query-keys';

/**
 * Query keys of the game screens. Group data sits under ['groups', groupId] (so a group-wide
 * invalidation refreshes it too); a tournament's tiers belong to the tournament, not the group.
 */
export const gameKeys = {
  availableTournaments: (groupId: number) => ['groups', groupId, 'available-tournaments'] as const,
  pickSubmissions: (groupId: number) => ['groups', groupId, 'pick-submissions'] as const,
  entries: (groupId: number, tournamentId: number) =>
    ['groups', groupId, 'tournaments', tournamentId, 'entries'] as const,
  golfersByTier: (tournamentId: number) =>
    ['tournaments', tournamentId, 'golfers-by-tier'] as const,
};

/**
 * Every view that counts entries: the lists here, the group's picks count, the dashboard,
 * standings, and the leaderboard's marks on the caller's golfers.
 */
export function refreshAfterEntryChange(
  client: QueryClient,
  groupId: number,
  tournamentId: number,
): void {
  void client.invalidateQueries({ queryKey: gameKeys.entries(groupId, tournamentId) });
  void client.invalidateQueries({ queryKey: gameKeys.availableTournaments(groupId) });
  void client.invalidateQueries({ queryKey: gameKeys.pickSubmissions(groupId) });
  void client.invalidateQueries({ queryKey: groupKeys.detail(groupId), exact: true });
  void client.invalidateQueries({ queryKey: standingsKey(groupId, tournamentId) });
  void client.invalidateQueries({ queryKey: dashboardKey });
  void client.invalidateQueries({ queryKey: myGolfersKey(tournamentId) });
}
