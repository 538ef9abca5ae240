import { ChevronDown } from 'lucide-react';
import { formatUsd } from '../../../lib/money';
import type { PricingFacts } from '../utils/pricing-facts';

function faqItems({ freeLimit, paidPrice }: PricingFacts) {
  const price = formatUsd(paidPrice);
  return [
    {
      question: 'Is Fairway really free?',
      answer: `Yes. Groups of up to ${freeLimit} members get every feature free: picks, live standings, chat and payment tracking. No card is needed.`,
    },
    {
      question: 'When does my group have to pay?',
      answer: `Groups of ${freeLimit + 1} or more members pay ${price} per tournament. The group admin pays before the tournament starts, from the group's admin page.`,
    },
    {
      question: 'Is it a one-time payment or a subscription?',
      answer: `One-time, per tournament. Each ${price} payment unlocks one tournament for your group. There are no subscriptions and no recurring charges.`,
    },
    {
      question: 'How do I pay?',
      answer:
        'By credit or debit card, through our secure payment provider. The group admin pays in a few clicks from the tournament list on the admin page.',
    },
    {
      question: 'What happens if my group grows past the free limit?',
      answer: `Nothing changes for your members. Once your group has ${freeLimit + 1} or more members, each tournament needs the one-time ${price} fee before it starts. A tournament you have already paid for stays paid, whatever the size of your group.`,
    },
    {
      question: 'Does Fairway take a cut of our entry fees?',
      answer:
        'No. Members pay entry fees to each other, and admins simply track who has paid. The platform fee is the only charge.',
    },
  ];
}

/** Frequently asked questions; native <details> so they open without script and work with keys. */
export function PricingFaq({ facts }: { facts: PricingFacts }) {
  return (
    <section aria-labelledby="pricing-faq-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h2 id="pricing-faq-title" className="text-center text-3xl font-bold tracking-tight">
          Frequently Asked Questions
        </h2>
        <div className="mt-10 divide-y divide-line rounded-2xl border border-line bg-surface">
          {faqItems(facts).map((item) => (
            <details key={item.question} className="group px-5 py-4 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="mt-3 text-sm leading-relaxed text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
