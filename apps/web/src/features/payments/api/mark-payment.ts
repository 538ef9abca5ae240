import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkPaymentBody, MemberPayment } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { financialReportKey } from '../../../lib/query-keys';
import { paymentKeys } from './keys';

/**
 * POST .../tournaments/{tournamentId}/mark-payment. `amount_paid` is the member's total paid for
 * the tournament, not an increment. Totals, the change list and the report are fetched afresh.
 */
export function useMarkPayment(groupId: number, tournamentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkPaymentBody) =>
      api.post<MemberPayment>(pathTo(routes.markPayment, { groupId, tournamentId }), body),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: paymentKeys.tournament(groupId, tournamentId),
      });
      void queryClient.invalidateQueries({ queryKey: financialReportKey(groupId) });
    },
  });
}
