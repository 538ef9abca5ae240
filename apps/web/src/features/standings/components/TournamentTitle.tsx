import type { StandingsResponse } from '@fairway/contract';
import { CalendarDays, MapPin } from 'lucide-react';
import { formatDateRange } from '../../../lib/format';

type TitledTournament = Pick<
  StandingsResponse['tournament'],
  'name' | 'location' | 'startDate' | 'endDate'
>;

/** A standings page's heading: the tournament's name, then where and when it is played. */
export function TournamentTitle({ tournament }: { tournament: TitledTournament }) {
  return (
    <>
      <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
        {tournament.name}
      </h1>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        {tournament.location && (
          <span className="flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {tournament.location}
          </span>
        )}
        <span className="flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          {formatDateRange(tournament.startDate, tournament.endDate)}
        </span>
      </p>
    </>
  );
}
