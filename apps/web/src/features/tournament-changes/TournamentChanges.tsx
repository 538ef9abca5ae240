import { resultSettingChangeText } from '@fairway/domain';
import { History } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { formatDateTimeWithYear } from '../../lib/times';
import { useTournamentChanges } from './api/tournament-changes';

/** Who the history names when the admin's account is gone. */
export const FORMER_ADMIN = 'A former admin';

export const CHANGES_TITLE = 'Changes since the first tee time';

interface TournamentChangesProps {
  groupId: number;
  tournamentId: number;
  /** Play has started: before it nothing is recorded, so nothing is asked. */
  started: boolean;
  /** The heading's level where it sits (an admin card's tournament is an h3). */
  headingLevel?: 2 | 4;
  className?: string;
}

/**
 * "Changes since the first tee time": every change an admin made to the pool's fee, payouts,
 * pool type or rules once play began (docs/rules.md, "Results that stay final"), newest first,
 * in the words the group's chat used. Nothing at all when there is none.
 */
export function TournamentChanges({
  groupId,
  tournamentId,
  started,
  headingLevel = 2,
  className,
}: TournamentChangesProps) {
  const changes = useTournamentChanges(groupId, tournamentId, started);
  const headingId = useId();
  if (!changes.data?.length) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-line bg-surface p-4 text-sm', className)}
    >
      <Heading id={headingId} className="flex items-center gap-2 font-semibold">
        <History aria-hidden className="size-4 shrink-0 text-muted" />
        {CHANGES_TITLE}
      </Heading>
      <ul className="mt-2 divide-y divide-line">
        {changes.data.map((change) => (
          <li key={change.id} className="space-y-0.5 py-2 last:pb-0">
            <p className="whitespace-pre-line break-words">
              {resultSettingChangeText(change.changed_by ?? FORMER_ADMIN, change)}
            </p>
            <p className="text-xs text-muted">
              <time dateTime={change.changed_at}>{formatDateTimeWithYear(change.changed_at)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
