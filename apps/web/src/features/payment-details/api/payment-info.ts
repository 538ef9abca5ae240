import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, PaymentInfoBody, PaymentInfoResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/** The signed-in user's own handles (never shared with the group keys: it is per user). */
export const paymentInfoKey = ['payment-info'] as const;

/** GET /api/user/payment-info; `enabled` while the dialog is open, so closed it costs nothing. */
export const usePaymentInfo = (enabled: boolean) =>
  useQuery({
    queryKey: paymentInfoKey,
    queryFn: ({ signal }) => api.get<PaymentInfoResponse>(pathTo(routes.myPaymentInfo), { signal }),
    enabled,
  });

/** POST /api/user/payment-info: the five handles (blanks as null); answers the stored info. */
export function useSavePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentInfoBody) =>
      api.post<PaymentInfoResponse>(pathTo(routes.saveMyPaymentInfo), body),
    onSuccess: (saved) => queryClient.setQueryData(paymentInfoKey, saved),
  });
}

/** DELETE /api/user/payment-info: removes every handle. */
export function useDeletePaymentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MessageResponse>(pathTo(routes.deleteMyPaymentInfo)),
    onSuccess: () =>
      queryClient.setQueryData<PaymentInfoResponse>(paymentInfoKey, {
        hasPaymentInfo: false,
        paymentInfo: null,
      }),
  });
}
