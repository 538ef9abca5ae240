import type { PoolPayouts } from '@fairway/contract';
import { Card, CardHeader } from '../../../components/ui/Card';
import { numberedName } from '../../../lib/entry-labels';
import { formatUsd } from '../../../lib/money';
import { placeName } from '../utils/place-name';

interface PayoutBreakdownProps {
  structure: string;
  payouts: PoolPayouts;
}

/**
 * What the prize pool pays, split by the tournament's own structure (docs/rules.md "Payouts"),
 * with who is in the money: projected while in play, final once completed.
 */
export function PayoutBreakdown({ structure, payouts }: PayoutBreakdownProps) {
  const fee =
    payouts.platform_fee > 0 ? `, less the ${formatUsd(payouts.platform_fee)} platform fee` : '';
  return (
    <Card>
      <CardHeader
        title="Payout Breakdown"
        description={`${structure} split of the ${formatUsd(payouts.prize_pool)} prize pool (entry fees${fee})`}
      />
      <ul className="divide-y divide-line" aria-label="Places paid">
        {payouts.place_payouts.map(({ place, percent, amount }) => (
          <li key={place} className="flex items-center justify-between px-5 py-3 text-sm">
            <span>
              <span className="font-medium">{placeName(place)}</span>
              <span className="ml-2 text-muted">{percent}%</span>
            </span>
            <span className="tabular font-semibold">{formatUsd(amount)}</span>
          </li>
        ))}
      </ul>
      {payouts.paid_entries.length > 0 && (
        <div className="border-t border-line px-5 py-3 text-sm">
          <h3 className="font-medium">
            {payouts.payouts_final ? 'Final payouts' : 'Projected payouts'}
          </h3>
          <ul className="mt-1 space-y-0.5" aria-label="Entries in the money">
            {payouts.paid_entries.map((entry, index) => (
              <li key={index} className="flex justify-between">
                <span>
                  <span className="tabular text-muted">{entry.rank}.</span>{' '}
                  {numberedName(entry.player_name, entry.entry_number)}
                </span>
                <span className="tabular">{formatUsd(entry.payout)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
