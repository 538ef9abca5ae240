import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useGroup } from '../../hooks/useGroup';
import { tournamentsQuery } from '../../features/tournaments';
import { idsInPath, type CrumbNames } from './breadcrumbs';

/**
 * The group and tournament names for the trail, from the same queries the pages use (so they
 * are usually cached already): the group's own tournaments first, else the public season list.
 */
export function useCrumbNames(pathname: string): CrumbNames {
  const { isAuthenticated } = useAuth();
  const { groupId, tournamentId } = idsInPath(pathname);
  const group = useGroup(groupId ?? 0, { enabled: isAuthenticated && groupId !== null });
  const inGroup = group.data?.tournaments.find((t) => t.id === tournamentId)?.name;
  const groupSettled = groupId === null || !group.isPending;
  const season = useQuery({
    ...tournamentsQuery(),
    enabled: tournamentId !== null && !inGroup && groupSettled,
  });
  return {
    group: (id) => (id === groupId ? group.data?.name : undefined),
    tournament: (id) =>
      (id === tournamentId ? inGroup : undefined) ?? season.data?.find((t) => t.id === id)?.name,
  };
}
