import { Lock } from 'lucide-react';
import { formatDeadlineEtLong } from '../../../lib/times';

/** Shown once entries lock: picks can no longer be added, changed or deleted. */
export function EntriesLockedNotice({ deadline }: { deadline: string | null }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm"
    >
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
      <div>
        <p className="font-semibold">Entries are locked</p>
        <p className="text-muted">
          {deadline
            ? `The entry deadline passed ${formatDeadlineEtLong(deadline)}. Picks can no longer be added, changed or deleted.`
            : 'Picks for this tournament can no longer be added, changed or deleted.'}
        </p>
      </div>
    </div>
  );
}
