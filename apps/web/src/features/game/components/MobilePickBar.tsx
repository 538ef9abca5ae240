import { Button } from '../../../components/ui/Button';
import { PICKS_PER_ENTRY } from '../utils/selection';

/**
 * Phones only: the tier lists are long, so progress and a jump to the summary (and the submit
 * button below it) stay at the bottom of the screen.
 */
export function MobilePickBar({ count, targetId }: { count: number; targetId: string }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:hidden">
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        <span className="tabular text-sm font-medium">
          {count}/{PICKS_PER_ENTRY} picked
        </span>
        <Button
          size="sm"
          variant={count === PICKS_PER_ENTRY ? 'primary' : 'secondary'}
          onClick={() => {
            const target = document.getElementById(targetId);
            target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            target?.focus({ preventScroll: true });
          }}
        >
          Review picks
        </Button>
      </div>
    </div>
  );
}
