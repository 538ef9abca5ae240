import { Lock } from 'lucide-react';
import { formatDeadlineEtLong } from '../../../lib/times';

export const ENTRIES_CLOSED = 'Entries Closed';
export const DISABLED_BY_ADMIN =
  'The group admin has disabled entries for this tournament. Picks cannot be added, changed or deleted until they are enabled again.';

function lockedReason(deadline: string | null, disabledByAdmin: boolean): string {
  if (disabledByAdmin) return DISABLED_BY_ADMIN;
  if (!deadline) return 'Picks for this tournament can no longer be added, changed or deleted.';
  return `The entry deadline passed ${formatDeadlineEtLong(deadline)}. Picks can no longer be added, changed or deleted.`;
}

/** Shown once entries lock (the deadline passed, or the group admin disabled them). */
export function EntriesLockedNotice({
  deadline,
  disabledByAdmin = false,
}: {
  deadline: string | null;
  disabledByAdmin?: boolean;
}) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm"
    >
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
      <div>
        <p className="font-semibold">{disabledByAdmin ? ENTRIES_CLOSED : 'Entries are locked'}</p>
        <p className="text-muted">{lockedReason(deadline, disabledByAdmin)}</p>
      </div>
    </div>
  );
}
