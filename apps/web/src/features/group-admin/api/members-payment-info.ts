import { useQuery } from '@tanstack/react-query';
import type { MembersPaymentInfoResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { groupAdminKeys } from './keys';

/** GET /api/admin/groups/{groupId}/members/payment-info: every member's handles (admins only). */
export const useMembersPaymentInfo = (groupId: number) =>
  useQuery({
    queryKey: groupAdminKeys.membersPaymentInfo(groupId),
    queryFn: ({ signal }) =>
      api.get<MembersPaymentInfoResponse>(pathTo(routes.membersPaymentInfo, { groupId }), {
        signal,
      }),
  });
