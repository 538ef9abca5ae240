import type { PickSubmissionsResponse } from '@fairway/contract';
import { deadlinePassed } from '@fairway/domain';
import { BellRing } from 'lucide-react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { usePickSubmissions, useNudge } from '../api/pick-submissions';

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

/** The admin's "Nudge" for one tournament: says how it went, right beside the button. */
function NudgeButton({
  groupId,
  tournament,
}: {
  groupId: number;
  tournament: SubmissionTournament;
}) {
  const nudge = useNudge(groupId);
  let outcome: string | null = null;
  if (nudge.isSuccess)
    outcome =
      nudge.data.nudged === 0
        ? 'Nobody to nudge'
        : `Nudged ${nudge.data.nudged} ${nudge.data.nudged === 1 ? 'member' : 'members'}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        loading={nudge.isPending}
        disabled={nudge.isSuccess}
        onClick={() => nudge.mutate(tournament.id)}
      >
        <BellRing aria-hidden className="size-4" />
        Nudge members without picks
      </Button>
      <span role="status" className="text-xs text-muted">
        {nudge.isError ? errorMessage(nudge.error, 'Failed to nudge') : outcome}
      </span>
    </div>
  );
}

function TournamentSubmissions({
  groupId,
  tournament,
  isAdmin,
}: {
  groupId: number;
  tournament: SubmissionTournament;
  isAdmin: boolean;
}) {
  const { membersWithPicks: picked, membersWithoutPicks: waiting } = tournament;
  const open = !deadlinePassed(new Date(tournament.entryDeadline), new Date());
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
      {isAdmin && open && waiting.length > 0 && (
        <NudgeButton groupId={groupId} tournament={tournament} />
      )}
    </section>
  );
}

function SubmissionsBody({ groupId, isAdmin }: { groupId: number; isAdmin: boolean }) {
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
          <TournamentSubmissions
            key={tournament.id}
            groupId={groupId}
            tournament={tournament}
            isAdmin={isAdmin}
          />
        ))
      )}
    </div>
  );
}

/**
 * "View Pick Submissions": who has picked in each live or upcoming tournament of the group; a
 * group admin can nudge those who have not, until the deadline.
 */
export function PickSubmissionsDialog({
  groupId,
  isAdmin,
  open,
  onOpenChange,
}: {
  groupId: number;
  isAdmin: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Pick Submissions">
      {/* Mounted only while open, so each opening reads the latest submissions. */}
      {open && (
        <div className="-mx-1 max-h-[65vh] overflow-y-auto px-1">
          <SubmissionsBody groupId={groupId} isAdmin={isAdmin} />
        </div>
      )}
    </Dialog>
  );
}
