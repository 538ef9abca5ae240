import type { QueryClient } from '@tanstack/react-query';
import { dashboardKey, groupKeys } from '../../../lib/query-keys';
import { billingKeys } from '../../billing';

/**
 * After joining, creating, leaving or deleting a group: the group list, the dashboard and the
 * billing admin status (the sidebar's Billing link) all depend on the user's memberships.
 */
export function refreshMembershipViews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: groupKeys.all, exact: true });
  void queryClient.invalidateQueries({ queryKey: dashboardKey });
  void queryClient.invalidateQueries({ queryKey: billingKeys.adminStatus });
}
