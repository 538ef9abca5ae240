import type { HistoryItem } from '@fairway/contract';
import { Trophy } from 'lucide-react';
import { formatUsd } from '../../../lib/money';
import { ScoreToPar } from '../../../components/ScoreToPar';

/**
 * "Winner: Alice −12" with a trophy (and "won $50.00" when the pool paid), or a plain note when
 * nobody entered.
 */
export function WinnerLine({
  winner,
  payout = null,
}: {
  winner: HistoryItem['winner'];
  payout?: number | null;
}) {
  if (!winner) return <p className="text-sm text-muted">No winner: nobody entered</p>;
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm">
      <Trophy aria-hidden className="size-4 shrink-0 text-[#c9a227]" />
      <span className="text-muted">Winner:</span>
      <span className="min-w-0 truncate font-semibold">{winner.name}</span>
      <ScoreToPar value={winner.totalScore} className="font-semibold" />
      {payout !== null && (
        <span className="text-muted">
          won <span className="tabular font-semibold text-ink">{formatUsd(payout)}</span>
        </span>
      )}
    </p>
  );
}
