import { useQuery } from '@tanstack/react-query';
import type { MembersPaymentInfoResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { paymentKeys } from './keys';

/**
 * GET /api/admin/groups/{groupId}/members/payment-info (admins only): the members' own payment
 * handles, used to address a Venmo request. A failure only means no handle is known.
 */
export function useMemberVenmoHandles(groupId: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: paymentKeys.memberHandles(groupId),
    queryFn: ({ signal }) =>
      api.get<MembersPaymentInfoResponse>(pathTo(routes.membersPaymentInfo, { groupId }), {
        signal,
      }),
    select: (data) =>
      new Map(
        data.members.flatMap((member) =>
          member.paymentInfo?.venmoHandle ? [[member.userId, member.paymentInfo.venmoHandle]] : [],
        ),
      ),
    enabled,
  });
}
