/** Payment data sits inside the group's key, so refreshing a group refreshes its payments too. */
export const paymentKeys = {
  tournament: (groupId: number, tournamentId: number) =>
    ['groups', groupId, 'payments', tournamentId] as const,
  memberHandles: (groupId: number) => ['groups', groupId, 'payments', 'member-handles'] as const,
};
