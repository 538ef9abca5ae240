import { describe, expect, it } from 'vitest';
import { addDays, newYorkTimeToUtc, newYorkWallClock } from './time';

describe('calendar and New York time', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-01-05', -21)).toBe('2024-12-15');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('converts New York wall-clock times with the right offset in summer and winter', () => {
    expect(newYorkTimeToUtc('2025-07-10', 7, 0).toISOString()).toBe('2025-07-10T11:00:00.000Z');
    expect(newYorkTimeToUtc('2025-12-10', 7, 0).toISOString()).toBe('2025-12-10T12:00:00.000Z');
  });

  it('uses the new offset on the day DST changes', () => {
    // DST ended 2025-11-02 and began 2026-03-08, both at 2 AM.
    expect(newYorkTimeToUtc('2025-11-01', 8, 0).toISOString()).toBe('2025-11-01T12:00:00.000Z');
    expect(newYorkTimeToUtc('2025-11-02', 8, 0).toISOString()).toBe('2025-11-02T13:00:00.000Z');
    expect(newYorkTimeToUtc('2026-03-07', 8, 0).toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(newYorkTimeToUtc('2026-03-08', 8, 0).toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('reads an instant back as New York date and clock time', () => {
    expect(newYorkWallClock(new Date('2025-11-03T03:30:00Z'))).toEqual({
      date: '2025-11-02',
      hour: 22,
      minute: 30,
    });
    expect(newYorkWallClock(newYorkTimeToUtc('2026-03-08', 16, 45))).toEqual({
      date: '2026-03-08',
      hour: 16,
      minute: 45,
    });
  });
});
