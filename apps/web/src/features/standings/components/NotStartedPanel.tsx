import type { StandingsResponse } from '@fairway/contract';
import { Clock } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/States';
import { formatDeadlineEt, formatShortDateTime } from '../../../lib/times';
import { ENTRY_WARNING_MS } from '../../game';
import { Countdown } from '../../../components/Countdown';

type Tournament = StandingsResponse['tournament'];

/**
 * Before the first tee time the server hides everyone's picks, so this says when they appear,
 * until when picks can still change, and how many members have picked so far.
 */
export function NotStartedPanel({
  groupId,
  tournament,
}: {
  groupId: number;
  tournament: Tournament;
}) {
  const { submitted, total } = tournament.pickSubmissions;
  return (
    <EmptyState
      icon={<Clock className="size-6" />}
      title="Tournament Not Started"
      action={
        <ButtonLink
          to={`/groups/${groupId}/tournament/${tournament.id}/my-entries`}
          variant="secondary"
        >
          View My Entries
        </ButtonLink>
      }
    >
      <p>Standings and everyone&apos;s picks appear once the first golfer tees off.</p>
      <dl className="mt-3 space-y-1 text-ink">
        {tournament.firstTeeTime && (
          <div>
            <dt className="inline font-medium">First tee time: </dt>
            <dd className="inline">
              <time dateTime={tournament.firstTeeTime}>
                {formatShortDateTime(tournament.firstTeeTime)}
              </time>
            </dd>
            <dd className="mt-1">
              <Countdown
                deadline={tournament.firstTeeTime}
                warningMs={ENTRY_WARNING_MS}
                kind="start"
              />
            </dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium">Entry deadline: </dt>
          <dd className="inline">
            <time dateTime={tournament.entryDeadline}>
              {formatDeadlineEt(tournament.entryDeadline)}
            </time>
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Picks submitted: </dt>
          <dd className="tabular inline">
            {submitted} of {total} member{total === 1 ? '' : 's'}
          </dd>
        </div>
      </dl>
    </EmptyState>
  );
}
