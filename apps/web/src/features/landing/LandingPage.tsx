import { ClosingCall } from './ClosingCall';
import { FeatureGrid } from './FeatureGrid';
import { HowItWorks } from './HowItWorks';
import { LandingFooter } from './LandingFooter';
import { LandingHero } from './LandingHero';

/**
 * The visitor's home page (/): hero with the demo preview, how it works, features and footer links.
 * Static markup and inline SVG only, to stay inside the landing page's JavaScript budget.
 */
export function LandingPage() {
  return (
    <div>
      <LandingHero />
      <HowItWorks />
      <FeatureGrid />
      <ClosingCall />
      <LandingFooter />
    </div>
  );
}
