import { describe, expect, it } from 'vitest';
import { formatTournamentPrice, formatUsd } from './money';

const intl = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('money', () => {
  it('always shows two decimals', () => {
    expect(formatUsd(19)).toBe('$19.00');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(1234.05)).toBe('$1,234.05');
    expect(formatUsd(-3)).toBe('-$3.00');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
  });

  it('writes every amount of cents as Intl does, up to a million dollars and below zero', () => {
    for (let cents = -20_000; cents <= 100_000_000; cents += cents < 20_000 ? 1 : 9_973) {
      const dollars = cents / 100;
      expect(formatUsd(dollars), String(dollars)).toBe(intl.format(dollars));
    }
  });

  it('rounds fractions of a cent as Intl does (half a cent away from zero)', () => {
    const amounts = [1.005, 2.675, 0.125, 0.004, 0.005, 13.3333, 6.6666, 99.995, -1.005, -0.125];
    for (let i = 0; i < 2_000; i += 1) amounts.push(((i * 7919) % 100_000) / 1000 + 0.0005);
    for (const dollars of amounts)
      expect(formatUsd(dollars), String(dollars)).toBe(intl.format(dollars));
  });

  it('shows an amount that rounds to no cents as $0.00, not -$0.00', () => {
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatUsd(-0)).toBe('$0.00');
  });

  it('shows a zero price per tournament as Free', () => {
    expect(formatTournamentPrice(0)).toBe('Free');
    expect(formatTournamentPrice(19)).toBe('$19.00');
  });
});
