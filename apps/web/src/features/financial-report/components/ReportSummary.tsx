import type { FinancialReportResponse } from '@fairway/contract';
import { formatUsd } from '../../../lib/money';
import { StatTile } from '../../../components/ui/StatTile';
import { formatRate } from '../../../lib/payment-format';
import { HealthBadge } from './HealthBadge';

/** Tournaments, expected revenue, collected, outstanding and the overall collection rate. */
export function ReportSummary({ summary }: { summary: FinancialReportResponse['summary'] }) {
  return (
    <dl
      aria-label="Report summary"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 print:grid-cols-5"
    >
      <StatTile label="Tournaments" value={summary.total_tournaments} />
      <StatTile label="Expected Revenue" value={formatUsd(summary.total_expected_revenue)} />
      <StatTile label="Collected" value={formatUsd(summary.total_collected)} tone="primary" />
      <StatTile
        label="Outstanding"
        value={formatUsd(summary.total_outstanding)}
        tone={summary.total_outstanding > 0 ? 'warning' : undefined}
      />
      <StatTile
        label="Collection Rate"
        value={formatRate(summary.collection_rate)}
        hint={<HealthBadge rate={summary.collection_rate} />}
      />
    </dl>
  );
}
