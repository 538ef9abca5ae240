import type { PricingResponse, PricingTier } from '@fairway/contract';
import { cn } from '../../../lib/cn';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorPanel, Skeleton } from '../../../components/ui/States';
import { errorMessage } from '../../../lib/api';
import { PRICING_FETCH_FAILED } from '../api/pricing';
import { PricingTierCard } from './PricingTierCard';

const TIER_ORDER = ['free', 'small', 'large'] as const;
const grid = (cards: number) =>
  cn('mx-auto grid gap-6', cards === 2 ? 'max-w-3xl md:grid-cols-2' : 'md:grid-cols-3');

/**
 * The tiers worth a card each: the API keeps a "large" tier that costs what "small" costs for
 * the same groups (docs/rules.md, "The platform fee"); two identical cards would only puzzle.
 */
function distinctTiers(tiers: PricingResponse['pricing_tiers']): PricingTier[] {
  const shown: PricingTier[] = [];
  for (const key of TIER_ORDER) {
    const tier = tiers[key];
    const same = shown.some(
      (other) =>
        other.min_members === tier.min_members &&
        other.max_members === tier.max_members &&
        other.price_per_tournament === tier.price_per_tournament,
    );
    if (!same) shown.push(tier);
  }
  return shown;
}

/** The tier cards, straight from the server's pricing tiers (docs/rules.md, "The platform fee"). */
export function PricingTiers({ pricing }: { pricing: UseQueryResult<PricingResponse> }) {
  return (
    <section aria-labelledby="pricing-tiers-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="pricing-tiers-title" className="text-3xl font-bold tracking-tight">
          Plans by group size
        </h2>
        <p className="mt-3 text-muted">
          Your group's size sets the price. Every plan has every feature.
        </p>
      </div>
      <div className="mt-10">
        {pricing.isPending ? (
          <div role="status" aria-label="Loading pricing" className={grid(2)}>
            {TIER_ORDER.slice(0, 2).map((key) => (
              <Skeleton key={key} className="h-96 rounded-2xl" />
            ))}
          </div>
        ) : pricing.isError ? (
          <ErrorPanel
            title="Error Loading Pricing"
            message={errorMessage(pricing.error, PRICING_FETCH_FAILED)}
            onRetry={() => void pricing.refetch()}
          />
        ) : (
          <>
            <ul className={grid(distinctTiers(pricing.data.pricing_tiers).length)}>
              {distinctTiers(pricing.data.pricing_tiers).map((tier, index) => (
                <PricingTierCard key={tier.name} tier={tier} featured={index === 0} />
              ))}
            </ul>
            <p className="mt-6 text-center text-sm text-muted">
              Prices in {pricing.data.currency.toUpperCase()}. Entry fees your members pay each
              other are separate: Fairway never takes a cut of your pot.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
