import type { PricingTier } from '@fairway/contract';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { formatTournamentPrice } from '../../../lib/money';
import { memberRange } from '../utils/pricing-facts';

const FREE_FEATURES = [
  'Every feature included',
  'Live standings and group chat',
  'Entry fee and payout tracking',
  'No card needed',
];
const PAID_FEATURES = [
  'Everything in Free',
  'One-time payment per tournament',
  'Paid by card by the group admin',
  'No recurring charges',
];

/** One tier of GET /api/billing/pricing, with its price per tournament as "$19.00" or "Free". */
export function PricingTierCard({ tier, featured }: { tier: PricingTier; featured?: boolean }) {
  const free = tier.price_per_tournament <= 0;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface p-6 shadow-[0_1px_2px_rgba(0,0,0,0.04)]',
        featured ? 'border-primary ring-2 ring-primary/20' : 'border-line',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{tier.name}</h3>
        {featured && <Badge tone="green">Start here</Badge>}
      </div>
      <p className="mt-1 text-sm font-medium text-muted">
        {memberRange(tier.min_members, tier.max_members)}
      </p>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight tabular">
          {formatTournamentPrice(tier.price_per_tournament)}
        </span>
        <span className="text-sm text-muted">{free ? 'forever' : 'per tournament'}</span>
      </p>
      <p className="mt-3 text-sm text-muted">{tier.description}</p>
      <ul className="mt-6 space-y-2 border-t border-line pt-5 text-sm">
        {(free ? FREE_FEATURES : PAID_FEATURES).map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
    </li>
  );
}
