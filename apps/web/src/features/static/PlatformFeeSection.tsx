import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';

// docs/rules.md, "The platform fee": free up to 10 members; more than 10 pays $19 per tournament.
const PLANS = [
  {
    name: 'Free',
    price: '$0',
    unit: 'per tournament',
    size: 'Groups of 1 to 10 members',
    note: 'Every feature, no card needed.',
  },
  {
    name: 'Larger groups',
    price: '$19',
    unit: 'per tournament',
    size: 'Groups of 11 or more members',
    note: 'One-time, paid by card by an admin before the tournament starts.',
  },
];

export function PlatformFeeSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-24 py-14 sm:py-16">
      <div className="max-w-2xl">
        <Badge tone="sand">Platform fee</Badge>
        <h2 id="pricing-title" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
          Free for most groups
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted">
          The group admin pays a one-time platform fee per tournament, and only for big groups. No
          subscriptions, no recurring charges, and nothing taken from your pot.
        </p>
      </div>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {PLANS.map((plan) => (
          <li key={plan.name} className="rounded-2xl border border-line bg-surface p-6">
            <h3 className="font-semibold">{plan.name}</h3>
            <p className="mt-3">
              <span className="text-4xl font-bold tracking-tight tabular">{plan.price}</span>{' '}
              <span className="text-sm text-muted">{plan.unit}</span>
            </p>
            <p className="mt-3 text-sm font-medium">{plan.size}</p>
            <p className="mt-1 text-sm text-muted">{plan.note}</p>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-muted">
        Full details on the{' '}
        <Link to="/pricing" className="rounded font-semibold text-primary hover:underline">
          pricing page
        </Link>
        .
      </p>
    </section>
  );
}
