import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { NudgeResponse, PickSubmissionsResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { gameKeys } from './keys';

/** GET /api/pool-groups/{groupId}/pick-submissions: who has picked, per live or upcoming tournament. */
export const pickSubmissionsQuery = (groupId: number) =>
  queryOptions({
    queryKey: gameKeys.pickSubmissions(groupId),
    queryFn: ({ signal }) =>
      api.get<PickSubmissionsResponse>(pathTo(routes.pickSubmissions, { groupId }), { signal }),
    // Read when the modal opens, so it shows who has picked by now.
    staleTime: 0,
  });

export const usePickSubmissions = (groupId: number, { enabled = true } = {}) =>
  useQuery({ ...pickSubmissionsQuery(groupId), enabled });

/** POST .../nudge: a group admin reminds the members without picks (once an hour per tournament). */
export const useNudge = (groupId: number) =>
  useMutation({
    mutationFn: (tournamentId: number) =>
      api.post<NudgeResponse>(pathTo(routes.nudge, { groupId, tournamentId })),
  });
