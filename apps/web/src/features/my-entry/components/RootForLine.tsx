import type { MyEntry } from '@fairway/contract';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { cn } from '../../../lib/cn';
import { progressText } from '../my-entry-text';

/**
 * A line to root for: two lines' room on a phone, where a long name wraps, so the card keeps
 * its height from loading to loaded.
 */
export const rootLine = 'min-h-10 break-words sm:min-h-5';

/** "Root for Scottie Scheffler (yours) −12, thru 14", or why there is nobody to name. */
export function RootForLine({ entry, several }: { entry: MyEntry; several: boolean }) {
  const prefix =
    several && entry.label ? <span className="font-semibold">{entry.label}: </span> : null;
  const { rootFor } = entry;
  if (entry.eliminated)
    return (
      <li className={cn(rootLine, 'text-muted')}>{prefix}Eliminated: one of its golfers is out.</li>
    );
  if (!rootFor)
    return (
      <li className={cn(rootLine, 'text-muted')}>
        {prefix}
        {/*
         * Before the first forecast, the line says what is to come (in the room it will take,
         * so nothing moves when the forecast lands); nobody to name for a chance that is nil;
         * otherwise the forecast is still at work.
         */}
        {entry.winProbability === undefined
          ? 'Chances and whom to root for come with the first forecast.'
          : entry.winProbability === 0
            ? 'No golfer can lift it to a win now.'
            : 'Whom to root for is not worked out yet.'}
      </li>
    );
  return (
    <li className={rootLine}>
      {prefix}
      <span className="text-muted">Root for </span>
      <span className="font-semibold">{rootFor.name}</span>
      {rootFor.held && <span className="text-muted"> (yours)</span>}{' '}
      <ScoreToPar value={rootFor.score} className="font-semibold" />
      <span className="text-muted">, {progressText(rootFor.thru)}</span>
    </li>
  );
}
