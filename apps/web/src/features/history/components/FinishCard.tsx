import type { MyFinishesResponse } from '@fairway/contract';
import { CalendarDays, Settings, Users } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { formatDate } from '../../../lib/format';
import { manageEntriesPath, tournamentHistoryPath } from '../history-format';
import { FinishLine } from './FinishLine';

type FinishedTournament = MyFinishesResponse['tournaments'][number];

/**
 * One completed tournament as the member played it: in each of their groups (named), where each
 * of their entries finished, of how many, with what score and winnings.
 */
export function FinishCard({
  tournament,
  canManageEntries,
}: {
  tournament: FinishedTournament;
  /** Manage Entries is for the platform administrator only (docs/rules.md, "CSV imports"). */
  canManageEntries: boolean;
}) {
  const titleId = useId();
  return (
    <Card className="flex h-full flex-col gap-4 p-5" aria-labelledby={titleId} role="article">
      <div className="space-y-1">
        <h3 id={titleId} className="break-words text-lg font-semibold">
          {tournament.name}
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          <time dateTime={tournament.startDate}>{formatDate(tournament.startDate)}</time>
        </p>
      </div>
      <ul className="space-y-3">
        {tournament.groups.map((group) => (
          <GroupFinishes key={group.id} group={group} />
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink to={tournamentHistoryPath(tournament.id)} size="sm">
          View Details
        </ButtonLink>
        {canManageEntries && (
          <ButtonLink to={manageEntriesPath(tournament.id)} variant="secondary" size="sm">
            <Settings aria-hidden className="size-4" />
            Manage Entries
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}

/** The member's finishes in one group: the group named, then one line per entry. */
function GroupFinishes({ group }: { group: FinishedTournament['groups'][number] }) {
  const headingId = useId();
  return (
    <li className="space-y-1 rounded-xl bg-surface-2 px-4 py-3">
      <h4 id={headingId} className="flex items-start gap-1.5 text-sm font-medium">
        <Users aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
        <span className="break-words">{group.name}</span>
      </h4>
      <ul aria-labelledby={headingId} className="space-y-1">
        {group.finishes.map((finish) => (
          <li key={finish.entryId}>
            <FinishLine finish={finish} totalEntries={group.totalEntries} />
          </li>
        ))}
      </ul>
    </li>
  );
}
