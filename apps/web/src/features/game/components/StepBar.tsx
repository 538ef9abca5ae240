import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { PICKS_PER_ENTRY } from '../utils/selection';
import { nextStep, previousStep, stepLabel, type PickStep } from '../utils/pick-steps';

/**
 * Phones only: the step's way back and forward, kept at the bottom of the screen with the
 * count of picks. Next is the main action once the tier has its picks (a pick that completes a
 * tier moves on by itself; Next skips one); on the review, submitting the entry is.
 */
export function StepBar({
  step,
  count,
  stepDone,
  onGo,
  submit,
}: {
  step: PickStep;
  count: number;
  stepDone: boolean;
  onGo: (step: PickStep) => void;
  /** The form's submit button, shown on the review step (always in reach there). */
  submit?: ReactNode;
}) {
  const next = nextStep(step);
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:hidden">
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        <Button
          size="sm"
          variant="ghost"
          disabled={step === 1}
          onClick={() => onGo(previousStep(step))}
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back
        </Button>
        <span className="tabular text-sm font-medium">
          {count}/{PICKS_PER_ENTRY} picked
        </span>
        {step === 'review' ? (
          (submit ?? <span className="w-20" aria-hidden />)
        ) : (
          <Button size="sm" variant={stepDone ? 'primary' : 'secondary'} onClick={() => onGo(next)}>
            {next === 'review' ? 'Review picks' : `Next: ${stepLabel(next)}`}
            <ArrowRight aria-hidden className="size-4" />
          </Button>
        )}
      </div>
    </div>
  );
}
