import type { QueryClient } from '@tanstack/react-query';
import { dashboardKey, groupKeys } from '../../../lib/query-keys';

/** Group admin data sits under ['groups', groupId, 'admin'], inside the group's own key. */
export const groupAdminKeys = {
  all: (groupId: number) => ['groups', groupId, 'admin'] as const,
  tournaments: (groupId: number) => ['groups', groupId, 'admin', 'tournaments'] as const,
  available: (groupId: number) => ['groups', groupId, 'admin', 'available-tournaments'] as const,
  paymentInfo: (groupId: number) => ['groups', groupId, 'admin', 'payment-info'] as const,
  membersPaymentInfo: (groupId: number) =>
    ['groups', groupId, 'admin', 'members-payment-info'] as const,
};

/** The members' list of tournaments they can enter (kept by the group pages). */
export const memberAvailableKey = (groupId: number) =>
  ['groups', groupId, 'available-tournaments'] as const;

/**
 * After any change to a group's tournaments. The ['groups', groupId] prefix covers the admin
 * list, both available-tournament lists, the group page and its tournaments and standings;
 * the groups list and the dashboard show each group's tournaments too.
 */
export function refreshAfterTournamentChange(queryClient: QueryClient, groupId: number) {
  void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) });
  void queryClient.invalidateQueries({ queryKey: groupKeys.all, exact: true });
  void queryClient.invalidateQueries({ queryKey: dashboardKey });
}
