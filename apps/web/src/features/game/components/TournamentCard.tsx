import type { MemberTournament } from '@fairway/contract';
import { CalendarDays, CheckCircle2, MapPin } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { formatDateRange } from '../../../lib/format';
import { Countdown, ENTRIES_DISABLED } from '../../../components/Countdown';
import { useNow } from '../../../hooks/useNow';
import { ownEntriesLabel, startsInLabel } from '../utils/dates';
import { ENTRY_WARNING_MS, deadlinePassed } from '../utils/entry-rules';
import { CustomRulesHint } from './CustomRulesHint';
import { MemberTournamentBadge } from './MemberTournamentBadge';
import { PickProgress } from './PickProgress';
import { TournamentCardActions } from './TournamentCardActions';
import { formatDeadlineEtLong } from '../../../lib/times';

function DeadlineLine({ tournament }: { tournament: MemberTournament }) {
  const now = useNow(60_000);
  const closed = deadlinePassed(tournament, now);
  return (
    <div className="space-y-1.5">
      <p className="text-sm">
        <span className="text-muted">Entry deadline: </span>
        <time dateTime={tournament.entryDeadline} className="font-medium">
          {formatDeadlineEtLong(tournament.entryDeadline)}
        </time>
      </p>
      {/* Entries the admin disabled have no countdown: the card says they are disabled instead. */}
      {!closed && tournament.isActive && tournament.status === 'upcoming' && (
        <Countdown deadline={tournament.entryDeadline} warningMs={ENTRY_WARNING_MS} />
      )}
    </div>
  );
}

function StartsIn({ startDate }: { startDate: string }) {
  const now = useNow(60_000);
  return <Badge tone="sand">{startsInLabel(startDate, now)}</Badge>;
}

/** One tournament of the group as a member sees it: when, how to enter, and who has picked. */
export function TournamentCard({
  groupId,
  tournament,
}: {
  groupId: number;
  tournament: MemberTournament;
}) {
  const headingId = `tournament-${tournament.id}-name`;
  const count = tournament.myEntryCount;
  return (
    <li>
      <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col gap-4 p-5">
        <div className="space-y-1.5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold leading-snug">
              {tournament.name}
            </h3>
            <MemberTournamentBadge tournament={tournament} />
          </div>
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {tournament.location}
          </p>
          <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            <span className="tabular">
              {formatDateRange(tournament.startDate, tournament.endDate)}
            </span>
            {tournament.status === 'active' && tournament.round > 0 && (
              <span>· Round {tournament.round}</span>
            )}
          </p>
          {tournament.status === 'upcoming' && <StartsIn startDate={tournament.startDate} />}
        </div>

        <DeadlineLine tournament={tournament} />

        {(tournament.maxEntriesPerUser > 1 || tournament.customRules || !tournament.isActive) && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {tournament.maxEntriesPerUser > 1 && (
              <span className="font-medium">
                Max Entries: {tournament.maxEntriesPerUser} per user
              </span>
            )}
            {tournament.customRules && <CustomRulesHint rules={tournament.customRules} />}
            {!tournament.isActive && <span className="text-warning">{ENTRIES_DISABLED}</span>}
          </div>
        )}

        <PickProgress submissions={tournament.pickSubmissions} name={tournament.name} />

        <p className="flex items-center gap-1.5 text-sm font-semibold">
          {count > 0 ? (
            <CheckCircle2 aria-hidden className="size-4 text-primary" />
          ) : (
            <span aria-hidden className="size-2 rounded-full bg-muted/60" />
          )}
          <span className={count > 0 ? 'text-primary' : 'text-muted'}>
            {ownEntriesLabel(count)}
          </span>
        </p>

        <div className="mt-auto pt-1">
          <TournamentCardActions groupId={groupId} tournament={tournament} />
        </div>
      </Card>
    </li>
  );
}
