import { Card, CardHeader } from '../../../components/ui/Card';
import { formatUsd } from '../../../lib/money';
import { payoutAmounts } from '../../group-admin/utils/pot';

/** The payment manager always shows this split, whatever the tournament's own structure. */
export const PAYMENT_MANAGER_PAYOUT = [50, 30, 20];
const PLACES = ['1st Place', '2nd Place', '3rd Place'];

/** What the money collected so far pays out, 50/30/20 (groups.md section 2). */
export function PayoutBreakdown({ collected }: { collected: number }) {
  const amounts = payoutAmounts(collected, PAYMENT_MANAGER_PAYOUT);
  return (
    <Card>
      <CardHeader
        title="Payout Breakdown"
        description={`50/30/20 split of the ${formatUsd(collected)} collected`}
      />
      <ul className="divide-y divide-line">
        {PAYMENT_MANAGER_PAYOUT.map((percent, index) => (
          <li key={percent} className="flex items-center justify-between px-5 py-3 text-sm">
            <span>
              <span className="font-medium">{PLACES[index]}</span>
              <span className="ml-2 text-muted">{percent}%</span>
            </span>
            <span className="tabular font-semibold">{formatUsd(amounts[index] ?? 0)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
