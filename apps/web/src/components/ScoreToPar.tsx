import { cn } from '../lib/cn';
import { formatToPar } from '../lib/format';

/**
 * A score to par in golf's notation (E, +n, -n). Under par is red; everything else takes the row's
 * own colour, so a golfer who is out stays muted.
 */
export function ScoreToPar({ value, className }: { value: number | null; className?: string }) {
  return (
    <span className={cn('tabular', value !== null && value < 0 && 'text-under-par', className)}>
      {formatToPar(value)}
    </span>
  );
}
