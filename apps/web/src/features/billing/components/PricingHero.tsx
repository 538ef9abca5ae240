import { ArrowRight, Check, Mail } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { formatUsd } from '../../../lib/money';
import type { PricingFacts } from '../utils/pricing-facts';

/** The page's promise in one line, with the next step for a visitor or a signed-in user. */
export function PricingHero({ facts, signedIn }: { facts: PricingFacts; signedIn: boolean }) {
  const price = formatUsd(facts.paidPrice);
  const points = [
    `Free for groups of up to ${facts.freeLimit}`,
    'One-time payment per tournament',
    'No subscriptions or recurring charges',
  ];
  return (
    <header className="relative isolate overflow-hidden border-b border-line bg-[radial-gradient(ellipse_at_top,var(--primary-soft),transparent_70%)]">
      <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Pricing</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Free for most pools. <span className="text-primary">Simple for big ones.</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted text-pretty">
          Groups of up to {facts.freeLimit} members get every feature free. Bigger groups pay a
          one-time {price} per tournament, and only when they play.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {signedIn ? (
            <ButtonLink to="/groups/new" size="lg">
              Create a Group <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
          ) : (
            <ButtonLink to="/register" size="lg">
              Get Started Free <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
          )}
          <ButtonLink to="/contact" size="lg" variant="secondary">
            <Mail aria-hidden className="size-4" /> Contact Us
          </ButtonLink>
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted">
          {points.map((point) => (
            <li key={point} className="inline-flex items-center gap-1.5">
              <Check aria-hidden className="size-4 text-primary" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
