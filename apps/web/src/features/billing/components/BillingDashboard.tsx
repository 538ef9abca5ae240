import type { BillingDashboardResponse, BillingGroup } from '@fairway/contract';
import { FREE_MEMBER_LIMIT } from '@fairway/contract/constants';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState, PageHeader } from '../../../components/ui/States';
import { BillingGroupsTable } from './BillingGroupsTable';
import { BillingHistoryDialog } from './BillingHistoryDialog';
import { BillingTotals } from './BillingTotals';

/** "Tournament Billing": totals, the groups table and each group's history. */
export function BillingDashboard({ dashboard }: { dashboard: BillingDashboardResponse }) {
  const [historyOf, setHistoryOf] = useState<BillingGroup | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Tournament Billing"
        description="Platform fees for the groups you manage."
        actions={
          <ButtonLink to="/pricing" variant="secondary">
            View Pricing
          </ButtonLink>
        }
      />
      <BillingTotals dashboard={dashboard} />
      <section aria-labelledby="billing-groups-title" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="billing-groups-title" className="text-lg font-semibold">
            Your Groups
          </h2>
          <p className="text-sm text-muted">
            Groups of up to {FREE_MEMBER_LIMIT} members are free; larger groups pay once per
            tournament, before it starts.
          </p>
        </div>
        {dashboard.groups.length === 0 ? (
          <EmptyState
            icon={<Users className="size-6" />}
            title="No groups to bill"
            action={
              <ButtonLink to="/groups/new">
                <Plus aria-hidden className="size-4" /> Create a Group
              </ButtonLink>
            }
          >
            Groups you create or help run will show up here.
          </EmptyState>
        ) : (
          <BillingGroupsTable groups={dashboard.groups} onShowHistory={setHistoryOf} />
        )}
      </section>
      <p className="text-sm text-muted">
        Questions about billing?{' '}
        <Link to="/contact" className="font-semibold text-primary hover:underline">
          Contact us
        </Link>
        .
      </p>
      <BillingHistoryDialog group={historyOf} onClose={() => setHistoryOf(null)} />
    </div>
  );
}
