import type { TournamentStatus, TournamentSummary } from '@fairway/contract';
import { CalendarDays } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState, ErrorPanel, PageHeader, Skeleton } from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { scheduleSections, useTournaments } from './api/tournaments';
import { TournamentCard } from './components/TournamentCard';

const SECTIONS: { status: TournamentStatus; title: string }[] = [
  { status: 'active', title: 'Live' },
  { status: 'upcoming', title: 'Upcoming' },
  { status: 'completed', title: 'Completed' },
];

const cardGrid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** /tournaments: the public season schedule, each event linking to its leaderboard. */
export function TournamentsPage() {
  const tournaments = useTournaments();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Tournaments"
        description="The season schedule. Open any event to follow its leaderboard, live or final."
        actions={
          <ButtonLink to="/leaderboard" variant="secondary" size="sm">
            Current leaderboard
          </ButtonLink>
        }
      />
      {tournaments.isPending ? (
        <ScheduleSkeleton />
      ) : tournaments.isError ? (
        <ErrorPanel
          title="Error Loading Tournaments"
          message={errorMessage(tournaments.error, 'Please try again in a moment.')}
          onRetry={() => void tournaments.refetch()}
        />
      ) : tournaments.data.length === 0 ? (
        <EmptyState icon={<CalendarDays className="size-6" />} title="No tournaments yet">
          The season schedule appears here as soon as tournaments are added. Check back soon.
        </EmptyState>
      ) : (
        <Schedule list={tournaments.data} />
      )}
    </div>
  );
}

function Schedule({ list }: { list: TournamentSummary[] }) {
  const sections = scheduleSections(list);
  return (
    <div className="space-y-10">
      {SECTIONS.filter(({ status }) => sections[status].length > 0).map(({ status, title }) => (
        <section key={status} aria-labelledby={`schedule-${status}`}>
          <h2
            id={`schedule-${status}`}
            className="mb-3 flex items-baseline gap-2 text-lg font-semibold"
          >
            {title}
            <span className="tabular text-sm font-normal text-muted">
              {sections[status].length}
            </span>
          </h2>
          <ul className={cardGrid}>
            {sections[status].map((tournament) => (
              <TournamentCard key={tournament.id} tournament={tournament} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ScheduleSkeleton() {
  return (
    <div role="status" aria-label="Loading tournaments" className="space-y-4">
      <Skeleton className="h-6 w-32" />
      <div className={cardGrid}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-48 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
