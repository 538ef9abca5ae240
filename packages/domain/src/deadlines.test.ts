import { describe, expect, it } from 'vitest';
import {
  DEADLINE_AFTER_FIRST_TEE_TIME,
  DEADLINE_AFTER_START_DATE,
  customDeadlineProblem,
  deadlinePassed,
  entryDeadline,
  hoursUntil,
  urgencyPriority,
} from './deadlines';

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

  it('ignores a first tee time on a later day (midnight of the start date comes first)', () => {
    const teeDayAfter = new Date('2026-06-12T11:00:00Z');
    expect(
      entryDeadline({
        customDeadline: null,
        startDate: '2026-06-11',
        firstTeeTime: teeDayAfter,
      }).toISOString(),
    ).toBe('2026-06-11T04:00:00.000Z');
  });

  it('is never later than the first tee time, custom or not', () => {
    const teeDayBefore = new Date('2026-06-10T23:00:00Z'); // 19:00 EDT the day before
    expect(
      entryDeadline({ customDeadline: null, startDate: '2026-06-11', firstTeeTime: teeDayBefore }),
    ).toEqual(teeDayBefore);
    // A tee time the feed moved before a saved custom deadline wins.
    const tee = new Date('2026-06-11T11:00:00Z');
    expect(
      entryDeadline({
        customDeadline: new Date('2026-06-11T12:00:00Z'),
        startDate: '2026-06-11',
        firstTeeTime: tee,
      }),
    ).toEqual(tee);
  });

  it('caps a custom deadline at midnight starting the start date while no tee time is known', () => {
    expect(
      entryDeadline({
        customDeadline: new Date('2026-06-11T12:00:00Z'),
        startDate: '2026-06-11',
        firstTeeTime: null,
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

describe('customDeadlineProblem', () => {
  const tee = new Date('2026-06-11T11:00:00Z');
  it('accepts a custom deadline up to the first tee time, itself included', () => {
    const times = { startDate: '2026-06-11', firstTeeTime: tee };
    expect(customDeadlineProblem(new Date('2026-06-10T12:00:00Z'), times)).toBeNull();
    expect(customDeadlineProblem(tee, times)).toBeNull();
    expect(customDeadlineProblem(new Date(tee.getTime() + 60_000), times)).toBe(
      DEADLINE_AFTER_FIRST_TEE_TIME,
    );
  });

  it('without a tee time, accepts deadlines up to midnight starting the start date (New York)', () => {
    const times = { startDate: '2026-06-11', firstTeeTime: null };
    expect(customDeadlineProblem(new Date('2026-06-10T20:00:00Z'), times)).toBeNull();
    expect(customDeadlineProblem(new Date('2026-06-11T04:00:00Z'), times)).toBeNull();
    expect(customDeadlineProblem(new Date('2026-06-11T04:01:00Z'), times)).toBe(
      DEADLINE_AFTER_START_DATE,
    );
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
