import { useAuth } from '../../lib/auth/AuthProvider';
import { usePricing } from './api/pricing';
import { PricingCallToAction } from './components/PricingCallToAction';
import { PricingFaq } from './components/PricingFaq';
import { PricingHero } from './components/PricingHero';
import { PricingSteps } from './components/PricingSteps';
import { PricingTiers } from './components/PricingTiers';
import { pricingFacts } from './utils/pricing-facts';

/** /pricing (public): the platform fee explained, with the tiers the server quotes. */
export function PricingPage() {
  const { isAuthenticated } = useAuth();
  const pricing = usePricing();
  const facts = pricingFacts(pricing.data);
  return (
    <div>
      <PricingHero facts={facts} signedIn={isAuthenticated} />
      <div className="mx-auto max-w-6xl divide-y divide-line px-4 sm:px-6">
        <PricingSteps facts={facts} />
        <PricingTiers pricing={pricing} />
        <PricingFaq facts={facts} />
      </div>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <PricingCallToAction signedIn={isAuthenticated} />
      </div>
    </div>
  );
}
