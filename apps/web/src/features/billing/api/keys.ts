/**
 * Query keys for billing. Everything sits under ['billing'], so a payment or a group change can
 * refresh the admin status, the dashboard and every group's history at once.
 */
export const billingKeys = {
  all: ['billing'] as const,
  pricing: ['billing', 'pricing'] as const,
  adminStatus: ['billing', 'admin-status'] as const,
  dashboard: ['billing', 'dashboard'] as const,
  groupHistory: (groupId: number) => ['billing', 'group', groupId, 'tournament-history'] as const,
  groupPricing: (groupId: number) => ['billing', 'group', groupId, 'pricing'] as const,
  canCreateTournament: (groupId: number) =>
    ['billing', 'group', groupId, 'can-create-tournament'] as const,
};
