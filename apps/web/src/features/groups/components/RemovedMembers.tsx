import type { RemovedMember } from '@fairway/contract';
import { useId, useRef } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/States';
import { errorMessage } from '../../../lib/api';
import { formatDayOf } from '../../../lib/times';
import { toast } from '../../../lib/toast';
import { useAllowBack, useRemovedMembers } from '../api/removed-members';

export const NOBODY_REMOVED = 'Nobody is blocked. Members you remove are listed here.';

/**
 * Admin only, under the members: people an admin removed, who cannot join again by any invite
 * code until an admin allows them back (docs/rules.md, "Groups").
 */
export function RemovedMembers({ groupId }: { groupId: number }) {
  const removed = useRemovedMembers(groupId);
  const allowBack = useAllowBack(groupId);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  function allow({ userId, name }: RemovedMember) {
    allowBack.mutate(userId, {
      onSuccess: () => {
        toast.success(`${name} may join again with the invite code`);
        // Their row (and the button that had focus) goes: keyboard focus stays in the section.
        heading.current?.focus();
      },
    });
  }

  return (
    <section aria-labelledby={headingId} className="mt-2 border-t border-line pt-4">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-sm font-semibold">
        Removed members
      </h3>
      <p className="mt-0.5 text-xs text-muted">
        They cannot join again, by any invite code, until you allow them back.
      </p>
      {allowBack.isError && (
        <Alert tone="danger" className="mt-3">
          {errorMessage(allowBack.error, 'Could not allow them back')}
        </Alert>
      )}
      {removed.isPending ? (
        <div role="status" aria-label="Loading removed members" className="py-3">
          <Skeleton className="h-10" />
        </div>
      ) : removed.isError ? (
        <div className="space-y-3 py-3">
          <Alert tone="danger">
            {errorMessage(removed.error, 'Failed to fetch removed members')}
          </Alert>
          <Button variant="secondary" size="sm" onClick={() => void removed.refetch()}>
            Retry
          </Button>
        </div>
      ) : removed.data.length === 0 ? (
        <p className="py-3 text-sm text-muted">{NOBODY_REMOVED}</p>
      ) : (
        <ul className="divide-y divide-line">
          {removed.data.map((person) => (
            <li key={person.userId} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{person.name}</p>
                <p className="text-xs text-muted">
                  Removed <time dateTime={person.removedAt}>{formatDayOf(person.removedAt)}</time>
                  {person.removedBy && ` by ${person.removedBy}`}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                loading={allowBack.isPending && allowBack.variables === person.userId}
                onClick={() => allow(person)}
              >
                Allow back<span className="sr-only"> {person.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
