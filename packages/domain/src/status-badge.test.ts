import { describe, expect, it } from 'vitest';
import { statusBadge } from './status-badge';

const now = new Date('2026-06-10T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const upcoming = (deadlineHours: number | null, startHours = 48) => ({
  status: 'upcoming',
  entryDeadline: deadlineHours === null ? null : inHours(deadlineHours),
  startsAt: inHours(startHours),
});

describe('statusBadge', () => {
  it('says Completed and Live for finished and running tournaments', () => {
    expect(statusBadge({ status: 'completed', entryDeadline: null, startsAt: null }, now)).toEqual({
      label: 'Completed',
      tone: 'neutral',
    });
    expect(
      statusBadge({ status: 'active', entryDeadline: inHours(-30), startsAt: inHours(-30) }, now),
    ).toEqual({ label: 'Live', tone: 'live' });
  });

  it('grades an open deadline by the 1, 6 and 24 hour thresholds', () => {
    expect(statusBadge(upcoming(0.5), now)).toEqual({ label: 'Closing Soon', tone: 'red' });
    expect(statusBadge(upcoming(1), now).label).toBe('Closing Soon');
    expect(statusBadge(upcoming(1.5), now)).toEqual({ label: 'Closing Today', tone: 'red' });
    expect(statusBadge(upcoming(6), now).label).toBe('Closing Today');
    expect(statusBadge(upcoming(7), now)).toEqual({ label: 'Open', tone: 'amber' });
    expect(statusBadge(upcoming(24), now)).toEqual({ label: 'Open', tone: 'amber' });
    expect(statusBadge(upcoming(25), now)).toEqual({ label: 'Open', tone: 'green' });
  });

  it('says Entries Closed after the deadline but before the start, else Upcoming', () => {
    expect(statusBadge(upcoming(-1, 2), now)).toEqual({ label: 'Entries Closed', tone: 'neutral' });
    expect(statusBadge(upcoming(0, 2), now).label).toBe('Entries Closed');
    expect(statusBadge(upcoming(-3, -1), now)).toEqual({ label: 'Upcoming', tone: 'blue' });
    expect(statusBadge(upcoming(null), now).label).toBe('Upcoming');
  });

  it('reads entries the admin disabled as closed until the start', () => {
    const disabled = (deadlineHours: number, startHours = 48) => ({
      ...upcoming(deadlineHours, startHours),
      entriesEnabled: false,
    });
    expect(statusBadge(disabled(30), now)).toEqual({ label: 'Entries Closed', tone: 'neutral' });
    expect(statusBadge(disabled(0.5), now).label).toBe('Entries Closed');
    expect(statusBadge(disabled(-3, -1), now).label).toBe('Upcoming');
    expect(statusBadge({ ...upcoming(30), entriesEnabled: true }, now).label).toBe('Open');
  });
});
