import { describe, expect, it } from 'vitest';
import { tournamentRowTarget } from './tournament-row';

describe('tournamentRowTarget', () => {
  it('opens the standings once live or past the deadline, else the tournament list to enter', () => {
    expect(tournamentRowTarget(7, { id: 3, status: 'active', entryDeadlinePassed: false })).toEqual(
      { to: '/groups/7/tournament/3/standings', action: 'Standings' },
    );
    expect(
      tournamentRowTarget(7, { id: 3, status: 'upcoming', entryDeadlinePassed: true }),
    ).toEqual({ to: '/groups/7/tournament/3/standings', action: 'Standings' });
    expect(
      tournamentRowTarget(7, { id: 3, status: 'upcoming', entryDeadlinePassed: false }),
    ).toEqual({ to: '/groups/7/tournaments', action: 'Enter' });
  });
});
