import type { TierGolfer } from '@fairway/contract';
import { Check } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../../lib/cn';
import { formatOdds, spokenOdds } from '../utils/golfers';

/** One golfer in a tier list: a big toggle button (aria-pressed) with the name and odds ("25/1"). */
export function GolferButton({
  ref,
  golfer,
  selected,
  tabIndex,
  onFocus,
  onToggle,
}: {
  ref?: Ref<HTMLButtonElement>;
  golfer: TierGolfer;
  selected: boolean;
  /** 0 for the tier's one tab stop, -1 for the rest (TierPicker moves focus with arrows). */
  tabIndex?: number;
  onFocus?: () => void;
  onToggle: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={selected}
      tabIndex={tabIndex}
      onFocus={onFocus}
      onClick={onToggle}
      className={cn(
        'flex min-h-12 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60',
        // The focus ring is the ink colour with a gap, so it shows on a selected (green) golfer too.
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
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
      <span className="tabular shrink-0 text-right text-sm font-semibold text-muted">
        <span aria-hidden>{formatOdds(golfer.odds)}</span>
        <span className="sr-only">{spokenOdds(golfer.odds)}</span>
      </span>
    </button>
  );
}
