import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentPaymentsResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { paymentKeys } from './keys';

/** GET .../tournaments/{tournamentId}/member-payments: who owes and paid what (group admins only). */
export const tournamentPaymentsQuery = (groupId: number, tournamentId: number) =>
  queryOptions({
    queryKey: paymentKeys.tournament(groupId, tournamentId),
    queryFn: ({ signal }) =>
      api.get<TournamentPaymentsResponse>(
        pathTo(routes.memberPayments, { groupId, tournamentId }),
        { signal },
      ),
  });

export const useTournamentPayments = (
  groupId: number,
  tournamentId: number,
  { enabled = true } = {},
) => useQuery({ ...tournamentPaymentsQuery(groupId, tournamentId), enabled });
