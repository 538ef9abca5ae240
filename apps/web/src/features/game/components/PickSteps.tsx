import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { picksInTier, type Selection } from '../utils/selection';
import { PICK_STEPS, stepDone, stepLabel, type PickStep } from '../utils/pick-steps';

/**
 * Phones only: the entry's steps as chips, each with what was picked there, so a player sees
 * the whole entry at a glance and jumps back to any tier in one tap.
 */
export function PickSteps({
  selection,
  current,
  nameOf,
  onGo,
}: {
  selection: Selection;
  current: PickStep;
  nameOf: (golferId: number) => string;
  onGo: (step: PickStep) => void;
}) {
  return (
    <nav aria-label="Entry steps" className="sm:hidden lg:col-span-2">
      <ol className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        {PICK_STEPS.map((step) => {
          const done = stepDone(selection, step);
          const picked = step === 'review' ? [] : picksInTier(selection, step).map(nameOf);
          return (
            <li key={step} className="shrink-0">
              <button
                type="button"
                aria-current={step === current ? 'step' : undefined}
                onClick={() => onGo(step)}
                className={cn(
                  'flex max-w-44 items-center gap-1.5 rounded-full border px-3 py-1.5 text-left text-xs',
                  step === current
                    ? 'border-primary bg-primary text-on-primary'
                    : done
                      ? 'border-primary/40 bg-primary-soft text-ink'
                      : 'border-line bg-surface text-muted',
                )}
              >
                {done && <Check aria-hidden className="size-3.5 shrink-0" />}
                <span className="font-semibold">{stepLabel(step)}</span>
                {picked.length > 0 && <span className="truncate">{picked.join(', ')}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
