import type { GroupInfo } from '@fairway/contract';
import { Card, CardHeader } from '../../../components/ui/Card';
import { formatUsd } from '../../../lib/money';
import { FREE_MEMBER_LIMIT, PLATFORM_FEE_CENTS } from '@fairway/contract/constants';
import { TIER_LABELS } from '../../../lib/size-tiers';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2/60 px-4 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="tabular mt-0.5 text-lg font-semibold">{value}</dd>
    </div>
  );
}

/** Members, size tier, platform cost and how pricing works (docs/rules.md, "The platform fee"). */
export function GroupInfoCard({ info }: { info: GroupInfo }) {
  const fee = formatUsd(PLATFORM_FEE_CENTS / 100);
  return (
    <Card>
      <CardHeader title="Group info" />
      <div className="space-y-4 p-5">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Stat label="Members" value={info.member_count} />
          <Stat label="Group size tier" value={TIER_LABELS[info.tier_name]} />
          <Stat
            label="Platform cost per tournament"
            value={info.requires_payment ? formatUsd(info.tournament_price) : 'Free'}
          />
        </dl>
        <div className="text-sm text-muted">
          <h3 className="mb-1 font-semibold text-ink">How it works</h3>
          <p>
            Groups of up to {FREE_MEMBER_LIMIT} members play free. Above that, each tournament costs{' '}
            {fee}, paid once by the group admin before it starts; there is no recurring charge.
            Entry fees and payouts are settled between members and never pass through Fairway.
          </p>
        </div>
      </div>
    </Card>
  );
}
