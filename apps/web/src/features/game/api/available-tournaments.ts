import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberTournament } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { gameKeys } from './keys';

/** A minute: deadlines, entry counts and admin switches change while people look. */
const STALE_MS = 60_000;

/** GET /api/pool-groups/{groupId}/available-tournaments: the group's live and upcoming tournaments. */
export const availableTournamentsQuery = (groupId: number) =>
  queryOptions({
    queryKey: gameKeys.availableTournaments(groupId),
    queryFn: ({ signal }) =>
      api.get<MemberTournament[]>(pathTo(routes.memberTournaments, { groupId }), { signal }),
    staleTime: STALE_MS,
  });

export const useAvailableTournaments = (groupId: number, { enabled = true } = {}) =>
  useQuery({ ...availableTournamentsQuery(groupId), enabled });
