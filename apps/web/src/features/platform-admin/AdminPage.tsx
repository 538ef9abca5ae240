import type { TournamentSummary } from '@fairway/contract';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, RefreshCw, Upload } from 'lucide-react';
import { Button, ButtonLink } from '../../components/ui/Button';
import { EmptyState, ErrorPanel, PageHeader, Skeleton } from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { tournamentsQuery } from '../tournaments';
import { useSyncTournaments } from './api/golf-data-actions';
import { GolfDataStatusCard } from './components/GolfDataStatusCard';
import { ManagedTournamentItem } from './components/ManagedTournamentItem';
import { managedTournaments } from './utils/managed-tournaments';
import { currentSeasonYear } from './utils/sync-year';
import { ADMIN_TOASTS, progressToast } from './utils/toasts';

/**
 * /admin (user 1 only; the router's RequireAdmin guard sends others home): the upcoming and
 * active tournaments with the golf data controls, and the way to the historical upload.
 */
export function AdminPage() {
  const tournaments = useQuery(tournamentsQuery());
  const sync = useSyncTournaments();

  function syncTournaments() {
    const progress = progressToast(ADMIN_TOASTS.syncing);
    sync.mutate(currentSeasonYear(), {
      onSuccess: () => progress.succeed(ADMIN_TOASTS.synced),
      onError: (error) => progress.fail(error, ADMIN_TOASTS.failed),
    });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Tournament Management"
        description="Keep the season's tournaments, fields and leaderboards up to date."
        actions={
          <>
            <ButtonLink to="/admin/historical" variant="secondary">
              <Upload aria-hidden className="size-4" />
              Upload Historical Data
            </ButtonLink>
            <Button loading={sync.isPending} onClick={syncTournaments}>
              {!sync.isPending && <RefreshCw aria-hidden className="size-4" />}
              Sync Tournaments
            </Button>
          </>
        }
      />
      <GolfDataStatusCard tournaments={tournaments.data} />
      <section aria-labelledby="managed-tournaments-title" className="space-y-3">
        <h2 id="managed-tournaments-title" className="text-lg font-semibold">
          Upcoming and Active Tournaments
        </h2>
        {tournaments.isPending ? (
          <ListSkeleton />
        ) : tournaments.isError ? (
          <ErrorPanel
            title="Error Loading Tournaments"
            message={errorMessage(tournaments.error, 'Failed to fetch tournaments')}
            onRetry={() => void tournaments.refetch()}
          />
        ) : (
          <TournamentList list={managedTournaments(tournaments.data)} />
        )}
      </section>
    </div>
  );
}

function TournamentList({ list }: { list: TournamentSummary[] }) {
  if (list.length === 0)
    return (
      <EmptyState
        icon={<CalendarDays className="size-6" />}
        title="No upcoming or active tournaments"
      >
        Sync Tournaments fetches the season's schedule from the golf data provider.
      </EmptyState>
    );
  return (
    <ul aria-label="Upcoming and active tournaments" className="space-y-3">
      {list.map((tournament) => (
        <ManagedTournamentItem key={tournament.id} tournament={tournament} />
      ))}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading tournaments" className="space-y-3">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-24 rounded-2xl" />
      ))}
    </div>
  );
}
