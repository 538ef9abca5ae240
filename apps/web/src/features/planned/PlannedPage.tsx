import { Hammer } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/States';

/**
 * The route exists (with its guard) but its screen ships in a later step of the plan.
 * Says so plainly instead of pretending.
 */
export function plannedPage(step: string) {
  return function PlannedPage() {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <EmptyState
          icon={<Hammer className="size-6" />}
          title="This screen is on its way"
          action={<ButtonLink to="/">Back to Home</ButtonLink>}
        >
          It arrives with {step} of Fairway&apos;s build plan.
        </EmptyState>
      </div>
    );
  };
}
