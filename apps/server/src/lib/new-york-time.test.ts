import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newYorkOffsetMs, newYorkTimeToUtc, newYorkWallClock } from './time';

/**
 * The offset read straight from the time zone database by another road than the module's
 * (@date-fns/tz's tzOffset): Swedish dates are written "2026-07-04 09:30:00".
 */
function offsetFromIntl(instantMs: number): number {
  const wall = new Date(instantMs).toLocaleString('sv-SE', { timeZone: 'America/New_York' });
  return Date.parse(`${wall.replace(' ', 'T')}Z`) - Math.floor(instantMs / 1000) * 1000;
}

describe('New York time', () => {
  it('reads the offset the time zone database gives, DST changes included', () => {
    const from = Date.UTC(1971, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (instant) => {
        expect(newYorkOffsetMs(instant)).toBe(offsetFromIntl(instant));
      }),
      { numRuns: 2000 },
    );
    // Either side of the 2026 changes (8 March 07:00 UTC and 1 November 06:00 UTC).
    for (const instant of [
      Date.UTC(2026, 2, 8, 6, 59, 59),
      Date.UTC(2026, 2, 8, 7),
      Date.UTC(2026, 10, 1, 5, 59, 59),
      Date.UTC(2026, 10, 1, 6),
    ])
      expect(newYorkOffsetMs(instant)).toBe(offsetFromIntl(instant));
  });

  it('turns wall-clock times into instants and back', () => {
    expect(newYorkTimeToUtc('2026-07-04', 0, 0).toISOString()).toBe('2026-07-04T04:00:00.000Z');
    expect(newYorkTimeToUtc('2026-12-24', 9, 30).toISOString()).toBe('2026-12-24T14:30:00.000Z');
    expect(newYorkWallClock(new Date('2026-11-01T05:30:00Z'))).toEqual({
      date: '2026-11-01',
      hour: 1,
      minute: 30,
    });
  });

  it('reads a time the spring change skips an hour early and a repeated one as the first', () => {
    // 2026-03-08 02:30 does not exist (2 AM EST became 3 AM EDT); 01:30 on 2026-11-01 comes
    // twice (EDT, then EST). The same on every device, whatever its own zone.
    expect(newYorkTimeToUtc('2026-03-08', 2, 30).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(newYorkTimeToUtc('2026-11-01', 1, 30).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});
