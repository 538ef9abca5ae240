import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentPaymentsResponse } from '@fairway/contract';
import { api } from '../../../lib/api';
import { paymentKeys } from './keys';

/** GET .../tournaments/{tournamentId}/member-payments: who owes and paid what (group admins only). */
export const tournamentPaymentsQuery = (groupId: number, tournamentId: number) =>
  queryOptions({
    queryKey: paymentKeys.tournament(groupId, tournamentId),
    queryFn: ({ signal }) =>
      api.get<TournamentPaymentsResponse>(
        `/api/group-admin/${groupId}/tournaments/${tournamentId}/member-payments`,
        { signal },
      ),
  });

export const useTournamentPayments = (
  groupId: number,
  tournamentId: number,
  { enabled = true } = {},
) => useQuery({ ...tournamentPaymentsQuery(groupId, tournamentId), enabled });
