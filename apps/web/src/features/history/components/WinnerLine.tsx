import type { HistoryItem } from '@fairway/contract';
import { Trophy } from 'lucide-react';
import { formatUsd } from '../../../lib/money';
import { ScoreToPar } from '../../../components/ScoreToPar';

/**
 * "Winner: Alice −12" with a trophy (and "won $50.00" when the pool paid, "in Sunday Skins" when
 * several groups are shown), or a plain note when nobody entered. The name is shown whole: the
 * line wraps on a phone rather than cut it.
 */
export function WinnerLine({
  winner,
  payout = null,
  groupName = null,
}: {
  winner: HistoryItem['winner'];
  payout?: number | null;
  /** The winner's group, named where a view covers several. */
  groupName?: string | null;
}) {
  if (!winner) return <p className="text-sm text-muted">No winner: nobody entered</p>;
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
      <Trophy aria-hidden className="size-4 shrink-0 text-[#c9a227]" />
      <span className="text-muted">Winner:</span>
      <span className="min-w-0 break-words font-semibold">{winner.name}</span>
      <ScoreToPar value={winner.totalScore} className="font-semibold" />
      {payout !== null && (
        <span className="text-muted">
          won <span className="tabular font-semibold text-ink">{formatUsd(payout)}</span>
        </span>
      )}
      {groupName !== null && <span className="min-w-0 break-words text-muted">in {groupName}</span>}
    </p>
  );
}
