import { describe, expect, it } from 'vitest';
import { addDays, easternClockToIso } from './tee-time';

describe('easternClockToIso', () => {
  it('reads an Eastern clock on a summer day (EDT, UTC-4)', () => {
    expect(easternClockToIso('1:40 PM', '2026-06-11')).toBe('2026-06-11T17:40:00.000Z');
    expect(easternClockToIso('7:05 AM', '2026-06-12')).toBe('2026-06-12T11:05:00.000Z');
  });

  it('reads an Eastern clock on a winter day (EST, UTC-5), noon and midnight included', () => {
    expect(easternClockToIso('12:00 PM', '2026-01-15')).toBe('2026-01-15T17:00:00.000Z');
    expect(easternClockToIso('12:30 AM', '2026-01-15')).toBe('2026-01-15T05:30:00.000Z');
  });

  it('accepts the narrow no-break space Intl prints before AM/PM', () => {
    expect(easternClockToIso('1:40\u202fPM', '2026-06-11')).toBe('2026-06-11T17:40:00.000Z');
  });

  it('refuses text that is not a clock', () => {
    expect(easternClockToIso('TBD', '2026-06-11')).toBeNull();
    expect(easternClockToIso('13:40 PM', '2026-06-11')).toBeNull();
  });
});

describe('addDays', () => {
  it('moves a calendar date across month ends', () => {
    expect(addDays('2026-06-30', 1)).toBe('2026-07-01');
    expect(addDays('2026-06-11', 0)).toBe('2026-06-11');
  });
});
