import type { TournamentStatus } from '@fairway/contract';
import { Trophy } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { formatUsd } from '../../../lib/money';
import { payoutsAreFinal, payoutsNote } from '../standings-rules';

/** "Prize pool $1,000.00" and whether the table's payouts are projected or final. */
export function PrizePoolLine({
  prizePool,
  status,
}: {
  prizePool: number;
  status: TournamentStatus;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Trophy aria-hidden className="size-4 shrink-0 text-[#c9a227]" />
      <span>
        Prize pool <span className="tabular font-semibold">{formatUsd(prizePool)}</span>
      </span>
      <Badge tone={payoutsAreFinal(status) ? 'green' : 'neutral'}>{payoutsNote(status)}</Badge>
    </p>
  );
}
