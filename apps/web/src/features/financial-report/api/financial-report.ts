import { useQuery } from '@tanstack/react-query';
import type { FinancialReportResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { financialReportKey } from '../../../lib/query-keys';

/** GET /api/group-admin/{groupId}/financial-report: money per tournament (group admins only). */
export const useFinancialReport = (groupId: number, { enabled = true } = {}) =>
  useQuery({
    queryKey: financialReportKey(groupId),
    queryFn: ({ signal }) =>
      api.get<FinancialReportResponse>(pathTo(routes.financialReport, { groupId }), { signal }),
    enabled,
  });
