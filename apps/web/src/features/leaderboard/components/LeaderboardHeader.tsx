import type { LeaderboardResponse } from '@fairway/contract';
import { CalendarDays, Clock, MapPin, RefreshCw } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { formatDate, formatDateRange } from '../../../lib/format';
import { TournamentStatusBadge } from '../../../components/TournamentStatusBadge';
import { formatShortDateTime } from '../../../lib/times';

interface LeaderboardHeaderProps {
  board: LeaderboardResponse;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Which round is on and whether it is done, or when play starts for an upcoming event. */
function roundSummary({
  tournament,
  roundNumber,
  roundComplete,
}: LeaderboardResponse): string | null {
  if (roundNumber > 0)
    return `Round ${roundNumber} · ${roundComplete === 1 ? 'Complete' : 'In progress'}`;
  if (tournament.status !== 'upcoming') return null;
  return tournament.firstTeeTime
    ? `First tee ${formatShortDateTime(tournament.firstTeeTime)}`
    : `Starts ${formatDate(tournament.startDate)}`;
}

export function LeaderboardHeader({ board, refreshing, onRefresh }: LeaderboardHeaderProps) {
  const { tournament, updatedAt } = board;
  const round = roundSummary(board);
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <TournamentStatusBadge status={tournament.status} />
          {round && <span className="font-medium text-ink">{round}</span>}
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{tournament.name}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {tournament.location}
          </span>
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            {formatDateRange(tournament.startDate, tournament.endDate)}
          </span>
          <span>Par {tournament.par}</span>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
          <Clock aria-hidden className="size-3.5 shrink-0" />
          {updatedAt ? (
            <span>
              Updated <time dateTime={updatedAt}>{formatShortDateTime(updatedAt)}</time>
            </span>
          ) : (
            <span>No scores posted yet</span>
          )}
          <span aria-hidden>·</span>
          <span>refreshes every 5 minutes</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" loading={refreshing} onClick={onRefresh}>
          {!refreshing && <RefreshCw aria-hidden className="size-4" />}
          Refresh
        </Button>
        <ButtonLink to="/tournaments" variant="ghost" size="sm">
          All tournaments
        </ButtonLink>
      </div>
    </header>
  );
}
