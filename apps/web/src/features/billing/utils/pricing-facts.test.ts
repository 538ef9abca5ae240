import { describe, expect, it } from 'vitest';
import { PRICING } from '../test/fixtures';
import { memberRange, pricingFacts } from './pricing-facts';

describe('pricing facts', () => {
  it("quotes the server's tiers, and the product's constants until they arrive", () => {
    expect(pricingFacts(undefined)).toEqual({ freeLimit: 10, paidPrice: 19 });
    const dearer = {
      ...PRICING,
      pricing_tiers: {
        ...PRICING.pricing_tiers,
        small: { ...PRICING.pricing_tiers.small, price_per_tournament: 24.5 },
      },
    };
    expect(pricingFacts(dearer)).toEqual({ freeLimit: 10, paidPrice: 24.5 });
  });

  it('writes member ranges', () => {
    expect(memberRange(1, 10)).toBe('1–10 members');
    expect(memberRange(11, null)).toBe('11+ members');
    expect(memberRange(1, 1)).toBe('1 member');
  });
});
