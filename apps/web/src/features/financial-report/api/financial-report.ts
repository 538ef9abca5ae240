import { useQuery } from '@tanstack/react-query';
import type { FinancialReportResponse } from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';
import { financialReportKey } from '../../../lib/query-keys';

/** GET /api/group-admin/{groupId}/financial-report: money per tournament (group admins only). */
export const useFinancialReport = (groupId: number, { enabled = true } = {}) =>
  useQuery({
    queryKey: financialReportKey(groupId),
    queryFn: ({ signal }) =>
      api.get<FinancialReportResponse>(apiPaths.financialReport(groupId), { signal }),
    enabled,
  });
