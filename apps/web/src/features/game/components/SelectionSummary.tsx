import { cn } from '../../../lib/cn';
import { PICKS_PER_ENTRY, pickedCount, type Selection } from '../utils/selection';

const slots = (selection: Selection) =>
  [
    { label: 'Tier 1', id: selection.tier1 },
    { label: 'Tier 2', id: selection.tier2 },
    { label: 'Tier 3', id: selection.tier3 },
    { label: 'Tier 4', id: selection.tier4[0] },
    { label: 'Tier 4', id: selection.tier4[1] },
  ] as const;

/** The five slots of the entry with the chosen golfers' names. */
export function SelectionSummary({
  selection,
  nameOf,
}: {
  selection: Selection;
  nameOf: (golferId: number) => string;
}) {
  const count = pickedCount(selection);
  return (
    <section aria-labelledby="selections-heading" id="selections" className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="selections-heading" className="text-base font-semibold">
          Your Selections
        </h2>
        <p className="tabular text-sm text-muted" aria-live="polite">
          {count}/{PICKS_PER_ENTRY} picked
        </p>
      </div>
      <ol className="space-y-1.5">
        {slots(selection).map((slot, index) => (
          <li
            key={index}
            className={cn(
              'flex items-center gap-3 rounded-lg border px-3 py-2 text-sm',
              slot.id === null ? 'border-dashed border-line' : 'border-primary/30 bg-primary-soft',
            )}
          >
            <span className="w-12 shrink-0 text-xs font-semibold uppercase text-muted">
              {slot.label}
            </span>
            <span
              className={cn('min-w-0 break-words', slot.id === null ? 'text-muted' : 'font-medium')}
            >
              {slot.id === null ? 'Not selected' : nameOf(slot.id)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
