import type { FinancialReportRow } from '@fairway/contract';
import { Card, CardHeader } from '../../../components/ui/Card';
import { formatUsd } from '../../../lib/money';
import { formatRate } from '../../../lib/payment-format';

/** What the chart says, for screen readers (the table below holds the same numbers). */
export function chartDescription(rows: FinancialReportRow[]): string {
  const parts = rows.map(
    (row) =>
      `${row.tournament_name}: expected ${formatUsd(row.expected_revenue)}, collected ${formatUsd(row.collected_amount)} (${formatRate(row.collection_rate)})`,
  );
  return `Expected versus collected by tournament. ${parts.join('; ')}.`;
}

const width = (amount: number, max: number) =>
  `${max > 0 ? Math.max(0, Math.min(100, (amount / max) * 100)) : 0}%`;

/** Horizontal bars, expected against collected, one pair per tournament. Plain CSS. */
export function CollectionChart({ rows }: { rows: FinancialReportRow[] }) {
  const max = Math.max(0, ...rows.flatMap((row) => [row.expected_revenue, row.collected_amount]));
  return (
    <Card className="break-inside-avoid print:shadow-none">
      <CardHeader
        title="Expected vs Collected"
        action={
          <ul aria-hidden className="flex gap-4 text-xs text-muted">
            <li className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm bg-sand" /> Expected
            </li>
            <li className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm bg-primary" /> Collected
            </li>
          </ul>
        }
      />
      <div role="img" aria-label={chartDescription(rows)} className="space-y-4 px-5 py-4">
        {rows.map((row) => (
          <div key={row.tournament_id} className="grid gap-1.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <p className="truncate text-sm font-medium" title={row.tournament_name}>
              {row.tournament_name}
            </p>
            <div className="space-y-1">
              <Bar
                className="bg-sand"
                width={width(row.expected_revenue, max)}
                value={row.expected_revenue}
              />
              <Bar
                className="bg-primary"
                width={width(row.collected_amount, max)}
                value={row.collected_amount}
              />
            </div>
          </div>
        ))}
      </div>
    </Card>
  );
}

function Bar({ className, width, value }: { className: string; width: string; value: number }) {
  return (
    <div className="flex items-center gap-2">
      <div className="h-3 flex-1 overflow-hidden rounded-full bg-surface-2">
        <div className={`h-full rounded-full ${className}`} style={{ width }} />
      </div>
      <span className="tabular w-20 text-right text-xs text-muted">{formatUsd(value)}</span>
    </div>
  );
}
