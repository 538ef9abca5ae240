import { describe, expect, it } from 'vitest';
import { deadlinePassed, entryDeadline, hoursUntil, urgencyPriority } from './deadlines';

describe('entryDeadline', () => {
  it('uses the custom deadline when set', () => {
    const custom = new Date('2026-06-10T12:00:00Z');
    expect(
      entryDeadline({
        customDeadline: custom,
        startDate: '2026-06-11',
        firstTeeTime: new Date('2026-06-11T11:00:00Z'),
      }),
    ).toEqual(custom);
  });

  it('uses the first tee time when it falls on the start date in New York', () => {
    const tee = new Date('2026-06-11T11:40:00Z'); // 07:40 EDT
    expect(
      entryDeadline({ customDeadline: null, startDate: '2026-06-11', firstTeeTime: tee }),
    ).toEqual(tee);
  });

  it('falls back to midnight New York time of a date-only start date (EDT and EST)', () => {
    expect(
      entryDeadline({
        customDeadline: null,
        startDate: '2026-06-11',
        firstTeeTime: null,
      }).toISOString(),
    ).toBe('2026-06-11T04:00:00.000Z');
    expect(
      entryDeadline({
        customDeadline: null,
        startDate: '2026-12-03',
        firstTeeTime: null,
      }).toISOString(),
    ).toBe('2026-12-03T05:00:00.000Z');
  });

  it('ignores a first tee time on another day', () => {
    const teeDayBefore = new Date('2026-06-10T23:00:00Z'); // 19:00 EDT the day before
    expect(
      entryDeadline({
        customDeadline: null,
        startDate: '2026-06-11',
        firstTeeTime: teeDayBefore,
      }).toISOString(),
    ).toBe('2026-06-11T04:00:00.000Z');
  });

  it('handles a start date on the day daylight saving ends', () => {
    // 2026-11-01: clocks go back at 02:00 EDT; midnight is still EDT (UTC-4).
    expect(
      entryDeadline({
        customDeadline: null,
        startDate: '2026-11-01',
        firstTeeTime: null,
      }).toISOString(),
    ).toBe('2026-11-01T04:00:00.000Z');
    // 2026-03-08: clocks go forward at 02:00 EST; midnight is EST (UTC-5).
    expect(
      entryDeadline({
        customDeadline: null,
        startDate: '2026-03-08',
        firstTeeTime: null,
      }).toISOString(),
    ).toBe('2026-03-08T05:00:00.000Z');
  });
});

describe('deadline helpers', () => {
  const deadline = new Date('2026-06-11T11:00:00Z');
  it('counts the deadline itself as passed', () => {
    expect(deadlinePassed(deadline, new Date('2026-06-11T10:59:59Z'))).toBe(false);
    expect(deadlinePassed(deadline, deadline)).toBe(true);
  });

  it('grades urgency: critical within an hour, high within a day', () => {
    expect(hoursUntil(deadline, new Date('2026-06-11T09:00:00Z'))).toBe(2);
    expect(urgencyPriority(0.5)).toBe('critical');
    expect(urgencyPriority(1)).toBe('critical');
    expect(urgencyPriority(1.01)).toBe('high');
    expect(urgencyPriority(24)).toBe('high');
    expect(urgencyPriority(24.5)).toBe('normal');
  });
});
