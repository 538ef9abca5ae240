import type { BillingGroup } from '@fairway/contract';
import { History, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { formatTournamentPrice, formatUsd } from '../../../lib/money';
import { TIER_LABELS } from '../../../lib/size-tiers';

const head =
  'border-b border-line bg-surface-2 px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const cell = 'border-b border-line px-3 py-3 align-middle';
const numeric = 'text-right tabular';

/** One row per group the caller admins, with its admin page and its payment history. */
export function BillingGroupsTable({
  groups,
  onShowHistory,
}: {
  groups: BillingGroup[];
  onShowHistory: (group: BillingGroup) => void;
}) {
  return (
    // On phones the table scrolls inside this box, not the page.
    <div className="overflow-x-auto overscroll-x-contain rounded-2xl border border-line bg-surface">
      <table className="w-full min-w-[56rem] border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Groups you manage</caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              Group
            </th>
            <th scope="col" className={head}>
              Tier
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Members
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Price / Tournament
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Tournaments
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Unpaid
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Total Spent
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.id} className="last:[&>*]:border-b-0">
              <th scope="row" className={cn(cell, 'text-left font-semibold')}>
                <Link to={`/groups/${group.id}`} className="text-primary hover:underline">
                  {group.name}
                </Link>
              </th>
              <td className={cell}>
                <Badge tone={group.tier_name === 'free' ? 'green' : 'sand'}>
                  {TIER_LABELS[group.tier_name]}
                </Badge>
              </td>
              <td className={cn(cell, numeric)}>{group.member_count}</td>
              <td className={cn(cell, numeric)}>{formatTournamentPrice(group.tournament_price)}</td>
              <td className={cn(cell, numeric)}>{group.tournaments_created}</td>
              <td className={cn(cell, numeric)}>
                {group.unpaid_tournaments > 0 ? (
                  <Badge tone="amber">
                    {group.unpaid_tournaments}
                    <span className="sr-only"> unpaid</span>
                  </Badge>
                ) : (
                  <span className="text-muted">0</span>
                )}
              </td>
              <td className={cn(cell, numeric, 'font-semibold')}>{formatUsd(group.total_spent)}</td>
              <td className={cn(cell, 'text-right')}>
                <div className="flex justify-end gap-2">
                  <ButtonLink
                    to={`/groups/${group.id}/admin`}
                    variant="secondary"
                    size="sm"
                    aria-label={`Manage ${group.name}`}
                  >
                    <Settings aria-hidden className="size-4" />
                    Manage
                  </ButtonLink>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`History of ${group.name}`}
                    onClick={() => onShowHistory(group)}
                  >
                    <History aria-hidden className="size-4" />
                    History
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
