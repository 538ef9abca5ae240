import { describe, expect, it } from 'vitest';
import { formatMoney, formatTournamentPrice } from './money';

describe('billing money', () => {
  it('always shows two decimals', () => {
    expect(formatMoney(19)).toBe('$19.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatMoney(1234.05)).toBe('$1,234.05');
  });

  it('shows a zero price per tournament as Free', () => {
    expect(formatTournamentPrice(0)).toBe('Free');
    expect(formatTournamentPrice(19)).toBe('$19.00');
  });
});
