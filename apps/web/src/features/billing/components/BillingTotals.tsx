import type { BillingDashboardResponse } from '@fairway/contract';
import { CalendarCheck, DollarSign, Users } from 'lucide-react';
import { Card } from '../../../components/ui/Card';
import { formatUsd } from '../../../lib/money';

/** Groups managed, tournaments created and the platform fees paid so far. */
export function BillingTotals({ dashboard }: { dashboard: BillingDashboardResponse }) {
  const totals = [
    { label: 'Groups', value: String(dashboard.total_groups), icon: Users },
    {
      label: 'Tournaments Created',
      value: String(dashboard.total_tournaments_created),
      icon: CalendarCheck,
    },
    { label: 'Total Spent', value: formatUsd(dashboard.total_spent), icon: DollarSign },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {totals.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="p-5">
          <dt className="flex items-center gap-2 text-sm font-medium text-muted">
            <span className="flex size-8 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon aria-hidden className="size-4" />
            </span>
            {label}
          </dt>
          <dd className="mt-3 text-3xl font-bold tracking-tight tabular">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}
