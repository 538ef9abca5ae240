import { describe, expect, it } from 'vitest';
import {
  defaultCustomDeadline,
  easternToUtc,
  easternToday,
  easternWallClock,
  startOfDayEastern,
} from './eastern-time';

describe('defaultCustomDeadline (08:00 ET on the start date)', () => {
  it.each([
    ['2026-01-15', '2026-01-15T13:00:00.000Z'], // EST, UTC-5
    ['2026-07-15', '2026-07-15T12:00:00.000Z'], // EDT, UTC-4
    ['2026-03-07', '2026-03-07T13:00:00.000Z'], // the day before DST starts
    ['2026-03-08', '2026-03-08T12:00:00.000Z'], // DST starts at 02:00 that morning
    ['2026-10-31', '2026-10-31T12:00:00.000Z'], // the day before DST ends
    ['2026-11-01', '2026-11-01T13:00:00.000Z'], // DST ends at 02:00 that morning
  ])('%s is %s', (startDate, expected) => {
    expect(defaultCustomDeadline(startDate)).toBe(expected);
  });

  it('refuses something that is not a date', () => {
    expect(() => defaultCustomDeadline('soon')).toThrow();
  });
});

describe('easternToUtc and easternWallClock', () => {
  it('round-trip an ET date and time in both seasons', () => {
    for (const [date, time] of [
      ['2026-02-10', '23:45'],
      ['2026-08-20', '00:15'],
    ] as const) {
      expect(easternWallClock(easternToUtc(date, time)!)).toEqual({ date, time });
    }
  });

  it('gives null until both date and time are filled in', () => {
    expect(easternToUtc('', '08:00')).toBeNull();
    expect(easternToUtc('2026-06-11', '')).toBeNull();
  });

  it('reads the New York calendar day, not the UTC one', () => {
    // 02:30 UTC on 12 June is still the evening of 11 June in New York.
    expect(easternToday(new Date('2026-06-12T02:30:00Z'))).toBe('2026-06-11');
    expect(startOfDayEastern('2026-06-11')?.toISOString()).toBe('2026-06-11T04:00:00.000Z');
  });
});
