import type { GroupTournamentSummary } from '@fairway/contract';
import { ChevronDown, ChevronRight, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';
import { tournamentRowTarget } from '../utils/tournament-row';

function TournamentRow({
  groupId,
  tournament,
}: {
  groupId: number;
  tournament: GroupTournamentSummary;
}) {
  const { to, action } = tournamentRowTarget(groupId, tournament);
  const picks = `${tournament.entryCount} pick${tournament.entryCount === 1 ? '' : 's'}`;
  // Past the deadline, or switched off by the group admin: either way members can no longer enter.
  const entriesClosed =
    tournament.status === 'upcoming' && (tournament.entryDeadlinePassed || !tournament.isActive);
  return (
    <li>
      <Link
        to={to}
        className="group flex items-center gap-3 px-5 py-3 transition-colors hover:bg-surface-2"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 break-words font-medium">{tournament.name}</span>
            {tournament.status === 'active' && (
              <Badge tone="live" pulse>
                Live
              </Badge>
            )}
            {entriesClosed && <Badge tone="neutral">Entries Closed</Badge>}
          </span>
          <span className="tabular block text-sm text-muted">{picks}</span>
        </span>
        <span className="flex shrink-0 items-center gap-0.5 text-sm font-semibold text-primary">
          {action}
          <ChevronRight
            aria-hidden
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </Link>
    </li>
  );
}

/**
 * "Golf Tournaments": a disclosure listing the group's tournaments with their picks count.
 * A disclosure rather than a menu, so rows are ordinary links that keyboards and readers know.
 * It starts open while one of them is live (the live one is a tap away), closed otherwise.
 */
export function TournamentsDropdown({
  groupId,
  tournaments,
  isAdmin,
}: {
  groupId: number;
  tournaments: GroupTournamentSummary[];
  isAdmin: boolean;
}) {
  const live = tournaments.some((t) => t.status === 'active');
  const [open, setOpen] = useState(live);
  const panelId = useId();

  return (
    <Card>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-3 rounded-2xl px-5 py-4 text-left hover:bg-surface-2"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Trophy aria-hidden className="size-5" />
          </span>
          <span className="flex-1 text-base font-semibold">Golf Tournaments</span>
          {live && (
            <Badge tone="live" pulse>
              Live
            </Badge>
          )}
          <span className="tabular rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">
            {tournaments.length}
          </span>
          <ChevronDown
            aria-hidden
            className={cn('size-5 text-muted transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-line">
        {tournaments.length === 0 ? (
          <div className="px-5 py-4 text-sm">
            <p className="font-medium">No tournaments yet</p>
            {isAdmin && (
              <p className="mt-1 text-muted">
                Add one from{' '}
                <Link
                  to={`/groups/${groupId}/admin`}
                  className="font-semibold text-primary underline-offset-2 hover:underline"
                >
                  Admin
                </Link>
                .
              </p>
            )}
          </div>
        ) : (
          <ul className="divide-y divide-line">
            {tournaments.map((tournament) => (
              <TournamentRow key={tournament.id} groupId={groupId} tournament={tournament} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
