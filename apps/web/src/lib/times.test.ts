import { describe, expect, it } from 'vitest';
import {
  easternToUtc,
  easternToday,
  easternWallClock,
  formatClock,
  formatDateTimeWithYear,
  formatDeadlineEt,
  formatDeadlineEtLong,
  formatShortDateTime,
  startOfDayEastern,
} from './times';

// 11:00 UTC on 11 June 2026: 7:00 AM in New York (EDT), 4:00 AM in Los Angeles (PDT).
const FIRST_TEE = '2026-06-11T11:00:00.000Z';
const LOS_ANGELES = { timeZone: 'America/Los_Angeles' };

describe('times on screen', () => {
  it('shows deadlines in New York time, labelled ET, whatever the viewer', () => {
    expect(formatDeadlineEt(FIRST_TEE)).toBe('Jun 11, 7:00 AM ET');
    expect(formatDeadlineEtLong(FIRST_TEE)).toBe('Thu, Jun 11, 7:00 AM ET');
  });

  it("shows other times in the viewer's zone with the zone's short name", () => {
    expect(formatShortDateTime(FIRST_TEE, LOS_ANGELES)).toBe('Jun 11, 4:00 AM PDT');
    expect(formatClock(FIRST_TEE, LOS_ANGELES)).toBe('4:00 AM PDT');
    expect(formatDateTimeWithYear(FIRST_TEE, LOS_ANGELES)).toBe('Jun 11, 2026, 4:00 AM PDT');
    expect(formatShortDateTime(FIRST_TEE, { timeZone: 'Asia/Tokyo' })).toBe(
      'Jun 11, 8:00 PM GMT+9',
    );
  });
});

describe("easternToUtc (an ET date and time from the admin's inputs)", () => {
  it.each([
    ['2026-01-15', '2026-01-15T13:00:00.000Z'], // EST, UTC-5
    ['2026-07-15', '2026-07-15T12:00:00.000Z'], // EDT, UTC-4
    ['2026-03-07', '2026-03-07T13:00:00.000Z'], // the day before DST starts
    ['2026-03-08', '2026-03-08T12:00:00.000Z'], // DST starts at 02:00 that morning
    ['2026-10-31', '2026-10-31T12:00:00.000Z'], // the day before DST ends
    ['2026-11-01', '2026-11-01T13:00:00.000Z'], // DST ends at 02:00 that morning
  ])('08:00 ET on %s is %s', (date, expected) => {
    expect(easternToUtc(date, '08:00')?.toISOString()).toBe(expected);
  });

  it('round-trips with easternWallClock in both seasons', () => {
    for (const [date, time] of [
      ['2026-02-10', '23:45'],
      ['2026-08-20', '00:15'],
    ] as const) {
      expect(easternWallClock(easternToUtc(date, time)!)).toEqual({ date, time });
    }
  });

  it('gives null until both date and time are filled in, or for something not a date', () => {
    expect(easternToUtc('', '08:00')).toBeNull();
    expect(easternToUtc('2026-06-11', '')).toBeNull();
    expect(easternToUtc('soon', '08:00')).toBeNull();
  });

  it('reads the New York calendar day, not the UTC one', () => {
    // 02:30 UTC on 12 June is still the evening of 11 June in New York.
    expect(easternToday(new Date('2026-06-12T02:30:00Z'))).toBe('2026-06-11');
    expect(startOfDayEastern('2026-06-11')?.toISOString()).toBe('2026-06-11T04:00:00.000Z');
  });
});
