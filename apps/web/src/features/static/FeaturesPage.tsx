import { ArrowRight, PlayCircle } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { FeatureSection } from './FeatureSection';
import { PRODUCT_FEATURES } from './features-content';
import { PlatformFeeSection } from './PlatformFeeSection';

function CallToAction() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ButtonLink to="/register" size="lg">
        Get Started <ArrowRight aria-hidden className="size-4" />
      </ButtonLink>
      <ButtonLink to="/demo" size="lg" variant="secondary">
        <PlayCircle aria-hidden className="size-4" /> Try the Demo
      </ButtonLink>
    </div>
  );
}

/** /features: the spec links here without describing the screen, so it tours the product's areas. */
export function FeaturesPage() {
  return (
    <div>
      <header className="border-b border-line bg-[radial-gradient(ellipse_at_top,var(--primary-soft),transparent_70%)]">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Features</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Everything it takes to run a golf pool
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">
            Fairway handles the groups, the picks, the live scoring, the banter and the bookkeeping,
            so you can just watch the golf.
          </p>
          <div className="mt-8">
            <CallToAction />
          </div>
          <nav aria-label="Feature sections" className="mt-10">
            <ul className="flex flex-wrap gap-2">
              {[...PRODUCT_FEATURES, { id: 'pricing', label: 'Platform fee' }].map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-block rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-muted hover:border-primary/40 hover:text-ink"
                  >
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <div className="mx-auto max-w-6xl divide-y divide-line px-4 sm:px-6">
        {PRODUCT_FEATURES.map((feature, index) => (
          <FeatureSection key={feature.id} feature={feature} flipped={index % 2 === 1} />
        ))}
        <PlatformFeeSection />
      </div>
      <section
        aria-labelledby="features-cta-title"
        className="border-t border-line bg-surface-2/60"
      >
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="features-cta-title" className="text-2xl font-bold tracking-tight">
              See it with a real group
            </h2>
            <p className="mt-2 text-muted">
              Explore the read-only demo, or create your own group in a minute.
            </p>
          </div>
          <CallToAction />
        </div>
      </section>
    </div>
  );
}
