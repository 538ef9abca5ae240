import type { Group, GroupTournamentSummary } from '@fairway/contract';
import { deadlinePassed } from '@fairway/domain';
import type { Membership } from './access';
import type { ListedGroupTournament } from './tournaments-of-groups';

/** A group as the caller sees it (non-members of a public group see its invite code, to join). */
export function presentGroup(
  membership: Membership,
  memberCount: number,
  tournaments: ListedGroupTournament[],
  now: Date,
): Group {
  const { group, member, isAdmin, isOwner } = membership;
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    isPrivate: group.isPrivate,
    inviteCode: member || !group.isPrivate ? group.inviteCode : null,
    createdBy: group.createdBy,
    memberCount,
    createdAt: group.createdAt.toISOString(),
    role: member ? (isOwner ? 'admin' : member.role) : null,
    isMember: member !== null,
    isAdmin,
    isOwner,
    hasActiveTournament: tournaments.some((t) => t.tournament.status === 'active'),
    tournaments: tournaments.map((t) => presentGroupTournament(t, now)),
  };
}

export function presentGroupTournament(
  row: ListedGroupTournament,
  now: Date,
): GroupTournamentSummary {
  return {
    id: row.tournament.id,
    name: row.tournament.name,
    status: row.tournament.status,
    startDate: row.tournament.startDate,
    endDate: row.tournament.endDate,
    entryDeadline: row.deadline.toISOString(),
    firstTeeTime: row.tournament.firstTeeTime?.toISOString() ?? null,
    entryDeadlinePassed: deadlinePassed(row.deadline, now),
    isActive: row.groupTournament.isActive,
    entryCount: row.entryCount,
  };
}
