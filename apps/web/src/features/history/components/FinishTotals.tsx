import type { MyFinishesResponse } from '@fairway/contract';
import { StatTile } from '../../../components/ui/StatTile';
import { formatUsd } from '../../../lib/money';

/** The member's record across every finish shown: tournaments, entries, wins, cashes and winnings. */
export function FinishTotals({ totals }: { totals: MyFinishesResponse['totals'] }) {
  return (
    <dl aria-label="Your totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <StatTile label="Winnings" value={formatUsd(totals.winnings)} tone="primary" />
      <StatTile label="Tournaments" value={totals.tournaments} />
      <StatTile label="Entries" value={totals.entries} />
      <StatTile label="Wins" value={totals.wins} />
      <StatTile label="In the money" value={totals.inTheMoney} />
    </dl>
  );
}
