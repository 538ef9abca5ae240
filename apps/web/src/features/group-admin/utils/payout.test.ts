import { describe, expect, it } from 'vitest';
import { PAYOUT_OPTIONS, isPresetPayout, normalizePayout, parsePayout } from './payout';

describe('parsePayout (custom payout validation)', () => {
  it.each([
    ['50/30/20', [50, 30, 20]],
    ['100', [100]],
    [' 60 / 40 ', [60, 40]],
    ['33.3/33.3/33.4', [33.3, 33.3, 33.4]],
    // Only the parts are checked here; the server refuses a sum other than 100.
    ['50/30', [50, 30]],
  ])('accepts %s', (text, expected) => {
    expect(parsePayout(text)).toEqual(expected);
  });

  it.each(['', 'abc', '50/0/50', '50//50', '50,30,20', '-10/110', '50/30/20/', '1e2'])(
    'refuses "%s"',
    (text) => {
      expect(parsePayout(text)).toBeNull();
    },
  );
});

describe('the payout options', () => {
  it('offer 65/25/10 in place of 50/30/20, each adding up to 100', () => {
    expect(PAYOUT_OPTIONS.map((o) => o.value)).toEqual([
      '65/25/10',
      '60/40',
      '70/30',
      '100',
      '40/30/20/10',
      '35/25/20/15/5',
    ]);
    for (const option of PAYOUT_OPTIONS) {
      expect(parsePayout(option.value)!.reduce((a, b) => a + b, 0)).toBe(100);
    }
    expect(isPresetPayout('50/30/20')).toBe(false);
  });

  it('normalizes spaces away', () => {
    expect(normalizePayout(' 50 / 30 / 20')).toBe('50/30/20');
  });
});
