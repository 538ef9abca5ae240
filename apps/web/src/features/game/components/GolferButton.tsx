import type { TierGolfer } from '@fairway/contract';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatOdds } from '../utils/golfers';

/** One golfer in a tier list: a big toggle button (aria-pressed) with the name and "+odds". */
export function GolferButton({
  golfer,
  selected,
  onToggle,
}: {
  golfer: TierGolfer;
  selected: boolean;
  onToggle: () => void;
}) {
  const odds = formatOdds(golfer.odds);
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'flex min-h-12 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60',
        selected
          ? 'border-primary bg-primary-soft text-ink ring-1 ring-primary'
          : 'border-line bg-surface hover:border-primary/40 hover:bg-surface-2',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-full border',
          selected ? 'border-primary bg-primary text-on-primary' : 'border-line',
        )}
      >
        {selected && <Check className="size-4" />}
      </span>
      <span className="min-w-0 flex-1 break-words font-medium">{golfer.name}</span>
      <span className="tabular shrink-0 text-sm font-semibold text-muted">
        {golfer.odds === null ? (
          <>
            <span aria-hidden>{odds}</span>
            <span className="sr-only">odds unknown</span>
          </>
        ) : (
          odds
        )}
      </span>
    </button>
  );
}
