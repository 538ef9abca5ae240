import type { MemberTournament } from '@fairway/contract';
import { Alert } from '../../../components/ui/Alert';
import { Countdown } from '../../../components/Countdown';

import { ENTRY_WARNING_MS } from '../utils/entry-rules';
import { formatDeadlineEtLong } from '../../../lib/times';

/**
 * Where the entry window stands: closed (with the deadline in ET), or open with a countdown
 * that turns amber, then red, in the last 24 hours. (Entries the group admin disabled get a
 * notice instead of the form.)
 */
export function EntryDeadlineNotice({
  tournament,
  closed,
  msLeft,
}: {
  tournament: MemberTournament;
  closed: boolean;
  msLeft: number;
}) {
  const deadline = formatDeadlineEtLong(tournament.entryDeadline);
  if (closed) {
    return (
      <Alert tone="danger" title="Entry deadline has passed">
        Entries closed {deadline}.
      </Alert>
    );
  }
  const countdown = <Countdown deadline={tournament.entryDeadline} warningMs={ENTRY_WARNING_MS} />;
  if (msLeft <= ENTRY_WARNING_MS) {
    return (
      <Alert tone="warning" title="Entry deadline approaching">
        <div className="space-y-2">
          <p>Submit before {deadline}.</p>
          {countdown}
        </div>
      </Alert>
    );
  }
  return (
    <div className="space-y-1.5 text-sm">
      <p>
        <span className="text-muted">Entry deadline: </span>
        <span className="font-medium">{deadline}</span>
      </p>
      {countdown}
    </div>
  );
}
