import { describe, expect, it } from 'vitest';
import { cardDigits, spacedCardNumber, testCardProblem } from './test-card';

const valid = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

describe('testCardProblem', () => {
  it('accepts a complete card, spaced or not', () => {
    expect(testCardProblem(valid)).toBeNull();
    expect(testCardProblem({ ...valid, number: '4000-0000-0000-0002', cvc: '1234' })).toBeNull();
  });

  it('names the first field that is wrong', () => {
    expect(testCardProblem({ ...valid, number: '4242' })?.field).toBe('number');
    expect(testCardProblem({ ...valid, number: '4242abcd42424242' })?.field).toBe('number');
    expect(testCardProblem({ ...valid, expiry: '13/30' })).toEqual({
      field: 'expiry',
      message: 'Enter the expiry date as MM/YY',
    });
    expect(testCardProblem({ ...valid, cvc: '12' })?.field).toBe('cvc');
  });
});

describe('card number formatting', () => {
  it('groups digits by four and strips separators', () => {
    expect(spacedCardNumber('4000000000000002')).toBe('4000 0000 0000 0002');
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });
});
