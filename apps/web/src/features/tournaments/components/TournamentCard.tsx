import type { TournamentSummary } from '@fairway/contract';
import { CalendarDays, ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateRange } from '../../../lib/format';
import { leaderboardPath } from '../api/tournaments';
import { TournamentStatusBadge } from '../../../components/TournamentStatusBadge';
import { formatShortDateTime } from '../../../lib/times';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="tabular font-semibold">{value}</dd>
    </div>
  );
}

export function TournamentCard({ tournament }: { tournament: TournamentSummary }) {
  const { id, name, location, status, round, par, startDate, endDate, fieldSize, firstTeeTime } =
    tournament;
  return (
    <li>
      <Link
        to={leaderboardPath(id)}
        className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-[0_1px_2px_rgba(0,0,0,0.04)] transition-colors hover:border-primary/40 hover:bg-surface-2"
      >
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-base font-semibold leading-snug">{name}</h3>
          <TournamentStatusBadge status={status} />
        </div>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-muted">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {location}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          {formatDateRange(startDate, endDate)}
        </p>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {status === 'active' && <Fact label="Round" value={round} />}
          <Fact label="Par" value={par} />
          <Fact label="Field" value={fieldSize > 0 ? `${fieldSize} golfers` : 'Not posted'} />
          {status === 'upcoming' && firstTeeTime && (
            <Fact label="First tee" value={formatShortDateTime(firstTeeTime)} />
          )}
        </dl>
        <span className="mt-auto flex items-center gap-1 pt-4 text-sm font-semibold text-primary">
          {status === 'completed' ? 'Final leaderboard' : 'View leaderboard'}
          <ChevronRight
            aria-hidden
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </Link>
    </li>
  );
}
