import { CreditCard, Trophy, Users } from 'lucide-react';
import { formatUsd } from '../../../lib/money';
import type { PricingFacts } from '../utils/pricing-facts';

/** How It Works in three steps, from sign-up to the fee (when a group needs one). */
export function PricingSteps({ facts }: { facts: PricingFacts }) {
  const steps = [
    {
      icon: Users,
      title: 'Create your group',
      text: 'Sign up free, start a group and invite friends with a link or an invite code.',
    },
    {
      icon: CreditCard,
      title: 'Add a tournament',
      text: `Groups of up to ${facts.freeLimit} members add tournaments free. From ${facts.freeLimit + 1} members, the group admin pays ${formatUsd(facts.paidPrice)} once by card before it starts.`,
    },
    {
      icon: Trophy,
      title: 'Play and settle up',
      text: 'Members make their picks, follow live standings and chat. Admins track entry fees and payouts.',
    },
  ];
  return (
    <section aria-labelledby="pricing-steps-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Three steps</p>
        <h2 id="pricing-steps-title" className="mt-2 text-3xl font-bold tracking-tight">
          How It Works
        </h2>
      </div>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-line bg-surface p-6">
            <div className="flex items-center justify-between">
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <step.icon aria-hidden className="size-5" />
              </span>
              <span aria-hidden className="text-4xl font-bold text-sand tabular">
                {index + 1}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
