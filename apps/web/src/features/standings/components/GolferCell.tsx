import type { StandingGolfer } from '@fairway/contract';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { golferProgressLabel, isGolferOut, progressMeaning } from '../standings-rules';
import { cell } from './table-styles';
import { UniqueMark } from './UniqueMark';

/**
 * How far through the round a golfer is ("F", "12", a tee time; screen readers hear "finished
 * round", "thru 12"), or for a golfer who is out the whole "CUT R2" badge (never cut in half).
 */
export function ProgressMark({ golfer }: { golfer: StandingGolfer }) {
  const progress = golferProgressLabel(golfer);
  if (isGolferOut(golfer))
    return (
      <Badge
        tone={golfer.status === 'CUT' ? 'amber' : 'red'}
        className="whitespace-nowrap no-underline"
      >
        {progress}
      </Badge>
    );
  return (
    <>
      <span aria-hidden className="tabular min-w-5 text-muted">
        {progress}
      </span>
      <span className="sr-only">{progressMeaning(golfer, progress)}, </span>
    </>
  );
}

/**
 * One pick in a column of its own (from 1440 px): the golfer's name, then their progress and
 * the score the entry counts. A golfer no other entry holds is marked Unique.
 */
export function GolferCell({ golfer, unique }: { golfer: StandingGolfer; unique: boolean }) {
  return (
    <td className={cn(cell, 'min-w-28 align-top')} data-golfer-status={golfer.status}>
      {/* Long names wrap rather than widen the table past a laptop screen. */}
      <span className="block break-words font-medium leading-snug">{golfer.name}</span>
      {unique && <UniqueMark />}
      <span className="mt-0.5 flex items-center gap-2 whitespace-nowrap text-xs">
        <ProgressMark golfer={golfer} />
        <ScoreToPar value={golfer.score} className="text-sm font-semibold" />
      </span>
    </td>
  );
}

/**
 * The five picks in one cell, after the score and the money (a desk under 1440 px, where five
 * columns would push those out of the box): each golfer's name, progress and counted score,
 * wrapping golfer by golfer.
 */
export function GolfersCompactCell({
  golfers,
  uniqueGolfers,
}: {
  golfers: readonly StandingGolfer[];
  uniqueGolfers: ReadonlySet<number>;
}) {
  return (
    <td className={cn(cell, 'align-top')}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {golfers.map((golfer, slot) => (
          <li
            key={`${golfer.golferId}-${slot}`}
            data-golfer-status={golfer.status}
            className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs"
          >
            <span className="break-words text-sm font-medium">{golfer.name}</span>
            {uniqueGolfers.has(golfer.golferId) && <UniqueMark />}
            <span className="flex items-center gap-1.5 whitespace-nowrap">
              <ProgressMark golfer={golfer} />
              <ScoreToPar value={golfer.score} className="text-sm font-semibold" />
            </span>
          </li>
        ))}
      </ul>
    </td>
  );
}
