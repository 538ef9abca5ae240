import { describe, expect, it } from 'vitest';
import { sizeTier, toCents, toDollars, tournamentPriceCents } from './pricing';

describe('pricing', () => {
  it('keeps groups of up to 10 free and charges $19 a tournament above', () => {
    expect(sizeTier(1)).toBe('free');
    expect(sizeTier(10)).toBe('free');
    expect(sizeTier(11)).toBe('small');
    expect(sizeTier(500)).toBe('small');
    expect(tournamentPriceCents('free')).toBe(0);
    expect(tournamentPriceCents('small')).toBe(1900);
    expect(tournamentPriceCents('large')).toBe(1900);
  });

  it('converts money exactly between cents and dollars', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(1999)).toBe(19.99);
  });
});
