import { describe, expect, it } from 'vitest';
import { tournamentRowTarget } from './tournament-row';

describe('tournamentRowTarget', () => {
  it('opens the standings once live or past the deadline, else the tournament list to enter', () => {
    expect(
      tournamentRowTarget(7, {
        id: 3,
        status: 'active',
        entryDeadlinePassed: false,
        isActive: true,
      }),
    ).toEqual({ to: '/groups/7/tournament/3/standings', action: 'Standings' });
    expect(
      tournamentRowTarget(7, {
        id: 3,
        status: 'upcoming',
        entryDeadlinePassed: true,
        isActive: true,
      }),
    ).toEqual({ to: '/groups/7/tournament/3/standings', action: 'Standings' });
    expect(
      tournamentRowTarget(7, {
        id: 3,
        status: 'upcoming',
        entryDeadlinePassed: false,
        isActive: true,
      }),
    ).toEqual({ to: '/groups/7/tournaments', action: 'Enter' });
  });

  it('treats entries the group admin disabled as closed: the row opens the standings', () => {
    expect(
      tournamentRowTarget(7, {
        id: 3,
        status: 'upcoming',
        entryDeadlinePassed: false,
        isActive: false,
      }),
    ).toEqual({ to: '/groups/7/tournament/3/standings', action: 'Standings' });
  });
});
