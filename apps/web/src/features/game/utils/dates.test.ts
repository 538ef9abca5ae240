import { describe, expect, it } from 'vitest';
import { daysUntil, ownEntriesLabel, startsInLabel } from './dates';
import { filterGolfers, formatOdds, spokenOdds } from './golfers';
import { formatDeadlineEtLong } from '../../../lib/times';

describe('formatDeadlineEtLong', () => {
  it('shows the weekday, date and time in New York with ET', () => {
    expect(formatDeadlineEtLong('2026-06-11T11:00:00.000Z')).toBe('Thu, Jun 11, 7:00 AM ET');
    // Winter: New York is UTC-5.
    expect(formatDeadlineEtLong('2026-01-15T17:30:00.000Z')).toBe('Thu, Jan 15, 12:30 PM ET');
  });
});

describe('startsInLabel', () => {
  // 2026-06-09 at 11:00 in New York.
  const now = Date.parse('2026-06-09T15:00:00.000Z');

  it('counts calendar days in New York', () => {
    expect(daysUntil('2026-06-11', now)).toBe(2);
    expect(startsInLabel('2026-06-11', now)).toBe('2 days until start');
    expect(startsInLabel('2026-06-10', now)).toBe('1 day until start');
  });

  it('says starting today on the day (and after)', () => {
    expect(startsInLabel('2026-06-09', now)).toBe('Starting today');
    expect(startsInLabel('2026-06-08', now)).toBe('Starting today');
  });

  it('uses the New York date late in the evening', () => {
    // 23:30 on June 10 in New York is already June 11 in UTC.
    expect(startsInLabel('2026-06-11', Date.parse('2026-06-11T03:30:00.000Z'))).toBe(
      '1 day until start',
    );
  });
});

describe('ownEntriesLabel', () => {
  it('counts the user’s own entries', () => {
    expect(ownEntriesLabel(0)).toBe('No Entry');
    expect(ownEntriesLabel(1)).toBe('Entry Submitted');
    expect(ownEntriesLabel(3)).toBe('3 Entries');
  });
});

describe('golfer helpers', () => {
  it('shows odds as +N and unknown odds as a dash', () => {
    expect(formatOdds(12)).toBe('12/1');
    expect(formatOdds(150)).toBe('150/1');
    expect(formatOdds(7.5)).toBe('15/2');
    expect(formatOdds(4.25)).toBe('17/4');
    expect(formatOdds(0.5)).toBe('1/2');
    expect(formatOdds(null)).toBe('—');
    expect(spokenOdds(25)).toBe('25 to 1 to win');
    expect(spokenOdds(null)).toBe('odds unknown');
  });

  it('searches names ignoring case and accents', () => {
    const golfers = [
      { id: 1, name: 'Ludvig Åberg', odds: 20 },
      { id: 2, name: 'Sam Burns', odds: 40 },
    ];
    expect(filterGolfers(golfers, 'aberg').map((g) => g.id)).toEqual([1]);
    expect(filterGolfers(golfers, ' BURN ').map((g) => g.id)).toEqual([2]);
    expect(filterGolfers(golfers, '')).toHaveLength(2);
  });
});
