import { describe, expect, it } from 'vitest';
import { amountText, parseAmount } from './amount';

describe('parseAmount', () => {
  it.each([
    ['25', 25],
    ['0', 0],
    ['12.5', 12.5],
    [' 19.99 ', 19.99],
  ])('accepts %j', (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Amount must be a number'],
    ['abc', 'Amount must be a number'],
    ['-1', 'Amount cannot be negative'],
    ['1.234', 'Amount can have at most two decimals'],
  ])('refuses %j', (text, error) => {
    expect(parseAmount(text)).toEqual({ ok: false, error });
  });

  it('writes form amounts with cents', () => {
    expect(amountText(25)).toBe('25.00');
    expect(amountText(12.5)).toBe('12.50');
  });
});
