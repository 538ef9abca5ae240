/** Inside the group's key, so refreshing everything about a group refreshes the report too. */
export const financialReportKey = (groupId: number) =>
  ['groups', groupId, 'financial-report'] as const;
