import type { QueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../billing/api/keys';

/**
 * Query keys for the groups area. Everything about one group sits under ['groups', id], so
 * invalidating ['groups'] refreshes the list and every group page at once.
 */
export const groupKeys = {
  all: ['groups'] as const,
  detail: (groupId: number) => ['groups', groupId] as const,
  members: (groupId: number) => ['groups', groupId, 'members'] as const,
};

/** The dashboard shows the user's groups too, so group changes refresh it (its key is ['dashboard']). */
export const dashboardKey = ['dashboard'] as const;

/** Groups are fresh for 5 minutes and kept for 30. */
export const GROUPS_STALE_MS = 5 * 60_000;
export const GROUPS_GC_MS = 30 * 60_000;

/**
 * After joining, creating, leaving or deleting a group: the group list, the dashboard and the
 * billing admin status (the sidebar's Billing link) all depend on the user's memberships.
 */
export function refreshMembershipViews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: groupKeys.all, exact: true });
  void queryClient.invalidateQueries({ queryKey: dashboardKey });
  void queryClient.invalidateQueries({ queryKey: billingKeys.adminStatus });
}
