import { describe, expect, it } from 'vitest';
import { amountField, amountText } from './amount';

describe('amountField', () => {
  it.each([
    ['25', 25],
    ['0', 0],
    ['12.5', 12.5],
    [' 19.99 ', 19.99],
  ])('accepts %j', (text, value) => {
    expect(amountField.safeParse(text)).toEqual({ success: true, data: value });
  });

  it.each([
    ['', 'Amount must be a number'],
    ['abc', 'Amount must be a number'],
    ['-1', 'Amount cannot be negative'],
    ['1.234', 'Amount can have at most two decimals'],
    ['100000.01', 'Amount is too large'],
  ])('refuses %j', (text, error) => {
    expect(amountField.safeParse(text).error?.issues[0]?.message).toBe(error);
  });

  it('writes form amounts with cents', () => {
    expect(amountText(25)).toBe('25.00');
    expect(amountText(12.5)).toBe('12.50');
  });
});
