import type { Group, GroupTournamentSummary, Member } from '@fairway/contract';

/** The signed-in user in these tests (the auth module is mocked with this user). */
export const ME = { id: 10, name: 'Casey Me', email: 'me@example.com', created_at: '2026-01-01' };

export function groupTournament(
  overrides: Partial<GroupTournamentSummary> = {},
): GroupTournamentSummary {
  return {
    id: 1,
    name: 'The Fairway Open',
    status: 'upcoming',
    startDate: '2026-06-11',
    endDate: '2026-06-14',
    entryDeadline: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    firstTeeTime: null,
    entryDeadlinePassed: false,
    isActive: true,
    entryCount: 0,
    ...overrides,
  };
}

export function group(overrides: Partial<Group> = {}): Group {
  return {
    id: 5,
    name: 'Sunday Skins',
    description: 'Our weekly pool',
    isPrivate: true,
    inviteCode: 'ABCD2345',
    createdBy: ME.id,
    memberCount: 4,
    createdAt: '2026-01-02T00:00:00.000Z',
    role: 'member',
    isMember: true,
    isAdmin: false,
    isOwner: false,
    hasActiveTournament: false,
    tournaments: [],
    ...overrides,
  };
}

export function member(overrides: Partial<Member> = {}): Member {
  const userId = overrides.userId ?? 1;
  return {
    id: userId + 100,
    userId,
    name: `Player ${userId}`,
    role: 'member',
    isOwner: false,
    joinedAt: '2026-01-03T00:00:00.000Z',
    ...overrides,
  };
}
