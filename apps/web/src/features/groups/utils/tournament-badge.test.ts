import { describe, expect, it } from 'vitest';
import { groupTournament } from '../../../test/group-fixtures';
import { HOUR_MS } from '../../../lib/countdown';
import { tournamentBadge } from './tournament-badge';

const now = Date.parse('2026-06-10T12:00:00Z');
const closingIn = (hours: number) =>
  groupTournament({
    status: 'upcoming',
    entryDeadline: new Date(now + hours * HOUR_MS).toISOString(),
    entryDeadlinePassed: hours <= 0,
  });

describe('tournamentBadge', () => {
  it('names completed and live tournaments', () => {
    expect(tournamentBadge(groupTournament({ status: 'completed' }), now).label).toBe('Completed');
    expect(tournamentBadge(groupTournament({ status: 'active' }), now)).toMatchObject({
      label: 'Live',
      pulse: true,
    });
  });

  it('says how soon entries close, at 1, 6 and 24 hours', () => {
    expect(tournamentBadge(closingIn(1), now)).toMatchObject({ label: 'Closing Soon' });
    expect(tournamentBadge(closingIn(6), now)).toMatchObject({ label: 'Closing Today' });
    expect(tournamentBadge(closingIn(24), now)).toMatchObject({ label: 'Open', tone: 'amber' });
    expect(tournamentBadge(closingIn(25), now)).toMatchObject({ label: 'Open', tone: 'green' });
  });

  it('shows Entries Closed after the deadline until the first tee, then Upcoming', () => {
    const teeLater = new Date(now + 2 * HOUR_MS).toISOString();
    const teeEarlier = new Date(now - HOUR_MS).toISOString();
    expect(tournamentBadge({ ...closingIn(-1), firstTeeTime: teeLater }, now).label).toBe(
      'Entries Closed',
    );
    expect(tournamentBadge({ ...closingIn(-3), firstTeeTime: teeEarlier }, now).label).toBe(
      'Upcoming',
    );
  });
});
