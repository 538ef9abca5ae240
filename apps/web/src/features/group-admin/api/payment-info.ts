import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPaymentInfoBody,
  AdminPaymentInfoResponse,
  MessageResponse,
} from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { groupAdminKeys } from './keys';

/** What the cache holds once the admin has deleted everything. */
const NO_PAYMENT_INFO: AdminPaymentInfoResponse = {
  hasPaymentInfo: false,
  paymentInfo: null,
  canEdit: true,
};

/**
 * GET /api/admin/groups/{groupId}/payment-info: where members send entry fees. A failure is
 * silently ignored by the editor, so it is not retried either.
 */
export const useAdminPaymentInfo = (groupId: number) =>
  useQuery({
    queryKey: groupAdminKeys.paymentInfo(groupId),
    queryFn: ({ signal }) =>
      api.get<AdminPaymentInfoResponse>(pathTo(routes.groupPaymentInfo, { groupId }), { signal }),
    retry: false,
  });

/** POST the handles and display flags; the answer is what was stored. */
export function useSaveAdminPaymentInfo(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPaymentInfoBody) =>
      api.post<AdminPaymentInfoResponse>(pathTo(routes.saveGroupPaymentInfo, { groupId }), body),
    onSuccess: (saved) => queryClient.setQueryData(groupAdminKeys.paymentInfo(groupId), saved),
  });
}

/** DELETE every handle of the group. */
export function useDeleteAdminPaymentInfo(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<MessageResponse>(pathTo(routes.deleteGroupPaymentInfo, { groupId })),
    onSuccess: () => queryClient.setQueryData(groupAdminKeys.paymentInfo(groupId), NO_PAYMENT_INFO),
  });
}
