import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateRange, formatToPar, toParTone } from './format';

describe('formatToPar', () => {
  it('shows even par as E, over par with +, under par with -', () => {
    expect(formatToPar(0)).toBe('E');
    expect(formatToPar(3)).toBe('+3');
    expect(formatToPar(-12)).toBe('-12');
    expect(formatToPar(null)).toBe('–');
  });

  it('colours only scores under par', () => {
    expect(toParTone(-1)).toBe('text-under-par');
    expect(toParTone(0)).toBe('text-ink');
    expect(toParTone(4)).toBe('text-ink');
  });
});

describe('formatDate', () => {
  it('keeps calendar dates on their day whatever the zone', () => {
    expect(formatDate('2026-06-11')).toBe('Jun 11, 2026');
    expect(formatDateRange('2026-06-11', '2026-06-14')).toBe('Jun 11 – Jun 14, 2026');
  });

  it('writes every day of a year as Intl would, from a date or a timestamp', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day, 12));
      const iso = date.toISOString();
      expect(formatDate(iso.slice(0, 10))).toBe(intl.format(date));
      expect(formatDate(iso)).toBe(intl.format(date));
    }
  });
});

describe('formatCount', () => {
  it('separates thousands with commas, as en-US does', () => {
    for (const count of [0, 7, 999, 1000, 5000, 12_345, 999_999, 1_000_000, 10_000_000])
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});
