import type { TournamentPaymentsResponse } from '@fairway/contract';
import { formatUsd } from '../../../lib/money';
import { formatRate } from '../../../lib/payment-format';
import { StatTile } from '../../../components/ui/StatTile';

/** Expected, collected, outstanding, collection rate and members of one tournament. */
export function PaymentSummary({ data }: { data: TournamentPaymentsResponse }) {
  const paid = data.member_payments.filter((member) => member.status === 'paid').length;
  return (
    <dl
      aria-label="Payment summary"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      <StatTile label="Expected" value={formatUsd(data.expected_total)} />
      <StatTile label="Collected" value={formatUsd(data.total_collected)} tone="primary" />
      <StatTile
        label="Outstanding"
        value={formatUsd(data.total_outstanding)}
        tone={data.total_outstanding > 0 ? 'warning' : undefined}
      />
      <StatTile label="Collection Rate" value={formatRate(data.collection_rate)} />
      <StatTile
        label="Members"
        value={data.total_members}
        hint={`${paid} paid · ${data.total_entries} ${data.total_entries === 1 ? 'entry' : 'entries'}`}
      />
    </dl>
  );
}
