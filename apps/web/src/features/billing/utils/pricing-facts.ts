import type { PricingResponse } from '@fairway/contract';
import { FREE_MEMBER_LIMIT, PLATFORM_FEE_CENTS } from '@fairway/contract/constants';

/** The numbers the pricing copy quotes. */
export interface PricingFacts {
  /** The largest group that plays free. */
  freeLimit: number;
  /** The platform fee per tournament for larger groups, in dollars. */
  paidPrice: number;
}

/**
 * The copy quotes the server's tiers once they arrive (the price shown is always the server's) and
 * the product's constants until then, so the page never shows a blank price.
 */
export function pricingFacts(pricing: PricingResponse | undefined): PricingFacts {
  const tiers = pricing?.pricing_tiers;
  return {
    freeLimit: tiers?.free.max_members ?? FREE_MEMBER_LIMIT,
    paidPrice: tiers?.small.price_per_tournament ?? PLATFORM_FEE_CENTS / 100,
  };
}

/** "1–10 members", or "11+ members" for a tier without an upper bound. */
export function memberRange(min: number, max: number | null): string {
  if (max === null) return `${min}+ members`;
  if (min === max) return `${min} member${min === 1 ? '' : 's'}`;
  return `${min}–${max} members`;
}
