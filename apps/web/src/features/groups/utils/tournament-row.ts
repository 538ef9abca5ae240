import type { GroupTournamentSummary } from '@fairway/contract';

export interface TournamentRowTarget {
  to: string;
  action: 'Standings' | 'Enter';
}

/**
 * Once a tournament is live or its entries are closed (the deadline passed,
 * or the group admin disabled them), its row opens the standings; before that it opens the
 * group's tournament list, where picks are made.
 */
export function tournamentRowTarget(
  groupId: number,
  tournament: Pick<GroupTournamentSummary, 'id' | 'status' | 'entryDeadlinePassed' | 'isActive'>,
): TournamentRowTarget {
  return tournament.status === 'active' || tournament.entryDeadlinePassed || !tournament.isActive
    ? { to: `/groups/${groupId}/tournament/${tournament.id}/standings`, action: 'Standings' }
    : { to: `/groups/${groupId}/tournaments`, action: 'Enter' };
}
