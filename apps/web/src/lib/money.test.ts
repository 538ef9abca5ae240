import { describe, expect, it } from 'vitest';
import { formatTournamentPrice, formatUsd } from './money';

describe('money', () => {
  it('always shows two decimals', () => {
    expect(formatUsd(19)).toBe('$19.00');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(12.5)).toBe('$12.50');
    expect(formatUsd(1234.05)).toBe('$1,234.05');
    expect(formatUsd(-3)).toBe('-$3.00');
  });

  it('shows a zero price per tournament as Free', () => {
    expect(formatTournamentPrice(0)).toBe('Free');
    expect(formatTournamentPrice(19)).toBe('$19.00');
  });
});
