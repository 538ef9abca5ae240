import { describe, expect, it } from 'vitest';
import { finishText, ordinal } from './notice-text';

describe('how a notice tells a finish', () => {
  it('writes places as ordinals, the teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('says the place among the entries, and a shared place as a tie', () => {
    expect(finishText(5, false, 13)).toBe('5th of 13 entries');
    expect(finishText(3, true, 12)).toBe('tied for 3rd of 12 entries');
    expect(finishText(1, false, 1)).toBe('1st of 1 entry');
  });
});
