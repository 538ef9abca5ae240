import type { StandingGolfer } from '@fairway/contract';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { golferProgressLabel, isGolferOut, progressMeaning } from '../standings-rules';
import { cell } from './table-styles';
import { UniqueMark } from './UniqueMark';

/**
 * One pick: the golfer's name, then how far through the round they are ("F", "12", a tee time)
 * and the score the entry counts; a golfer who is out shows "CUT R2" in place of the progress.
 * A golfer no other entry holds is marked Unique.
 */
export function GolferCell({ golfer, unique }: { golfer: StandingGolfer; unique: boolean }) {
  const out = isGolferOut(golfer);
  const progress = golferProgressLabel(golfer);
  return (
    <td className={cn(cell, 'min-w-28 align-top')} data-golfer-status={golfer.status}>
      {/* Long names wrap rather than widen the table past a laptop screen. */}
      <span className="block break-words font-medium leading-snug">{golfer.name}</span>
      {unique && <UniqueMark />}
      <span className="mt-0.5 flex items-center gap-2 whitespace-nowrap text-xs">
        {out ? (
          <Badge tone={golfer.status === 'CUT' ? 'amber' : 'red'} className="no-underline">
            {progress}
          </Badge>
        ) : (
          <>
            <span aria-hidden className="tabular min-w-5 text-muted">
              {progress}
            </span>
            <span className="sr-only">{progressMeaning(golfer, progress)}, </span>
          </>
        )}
        <ScoreToPar value={golfer.score} className="text-sm font-semibold" />
      </span>
    </td>
  );
}
