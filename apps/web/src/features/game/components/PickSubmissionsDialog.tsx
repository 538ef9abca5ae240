import type { PickSubmissionsResponse } from '@fairway/contract';
import { Alert } from '../../../components/ui/Alert';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { usePickSubmissions } from '../api/pick-submissions';

import { PickProgress } from './PickProgress';
import { formatDeadlineEtLong, formatShortDateTime } from '../../../lib/times';

type SubmissionTournament = PickSubmissionsResponse['tournaments'][number];

function MemberList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{title}</h4>
      <ul className="space-y-1 text-sm">{children}</ul>
    </div>
  );
}

function TournamentSubmissions({ tournament }: { tournament: SubmissionTournament }) {
  const { membersWithPicks: picked, membersWithoutPicks: waiting } = tournament;
  return (
    <section
      aria-label={tournament.name}
      className="space-y-3 rounded-xl border border-line bg-surface-2/50 p-4"
    >
      <div>
        <h3 className="font-semibold">{tournament.name}</h3>
        <p className="text-xs text-muted">
          Starts {formatDate(tournament.startDate)} · Deadline{' '}
          {formatDeadlineEtLong(tournament.entryDeadline)}
        </p>
      </div>
      <PickProgress submissions={tournament.submissions} name={tournament.name} />
      <div className="grid gap-3 sm:grid-cols-2">
        <MemberList title={`Members with picks (${picked.length})`}>
          {picked.length === 0 && <li className="text-muted">Nobody yet</li>}
          {picked.map((member) => (
            <li key={member.id} className="flex flex-wrap justify-between gap-x-2">
              <span className="min-w-0 break-words">{member.name}</span>
              <time dateTime={member.submittedAt} className="tabular text-xs text-muted">
                {formatShortDateTime(member.submittedAt)}
              </time>
            </li>
          ))}
        </MemberList>
        <MemberList title={`Members without picks (${waiting.length})`}>
          {waiting.length === 0 && <li className="text-muted">Everyone has picked</li>}
          {waiting.map((member) => (
            <li key={member.id} className="break-words">
              {member.name}
            </li>
          ))}
        </MemberList>
      </div>
    </section>
  );
}

function SubmissionsBody({ groupId }: { groupId: number }) {
  const submissions = usePickSubmissions(groupId);
  if (submissions.isPending)
    return <Spinner className="text-primary" label="Loading submissions…" />;
  if (submissions.isError) {
    return (
      <Alert tone="danger">
        {errorMessage(submissions.error, 'Failed to fetch submission data')}
      </Alert>
    );
  }
  const { totalMembers, tournaments } = submissions.data;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <span className="text-muted">Total members: </span>
        <span className="tabular font-semibold">{totalMembers}</span>
      </p>
      {tournaments.length === 0 ? (
        <p className="text-sm text-muted">No active tournaments found for this group.</p>
      ) : (
        tournaments.map((tournament) => (
          <TournamentSubmissions key={tournament.id} tournament={tournament} />
        ))
      )}
    </div>
  );
}

/** "View Pick Submissions": who has picked in each live or upcoming tournament of the group. */
export function PickSubmissionsDialog({
  groupId,
  open,
  onOpenChange,
}: {
  groupId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Pick Submissions">
      {/* Mounted only while open, so each opening reads the latest submissions. */}
      {open && (
        <div className="-mx-1 max-h-[65vh] overflow-y-auto px-1">
          <SubmissionsBody groupId={groupId} />
        </div>
      )}
    </Dialog>
  );
}
