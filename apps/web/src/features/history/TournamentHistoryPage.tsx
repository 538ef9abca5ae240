import type { TournamentHistoryDetail } from '@fairway/contract';
import { ArrowLeft, CalendarDays, Settings, Users } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState, ErrorPanel, Skeleton } from '../../components/ui/States';
import { ApiError, errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { formatDateRange } from '../../lib/format';
import { useTournamentHistory } from './api/tournament-history';
import { HistoryEntriesTable } from './components/HistoryEntriesTable';
import { WinnerLine } from './components/WinnerLine';
import { groupWinners, manageEntriesPath } from './history-format';

const ERROR_TITLE = 'Error Loading Tournament';
const ERROR_FALLBACK = 'Failed to fetch tournament details';

const backToHistory = (
  <ButtonLink to="/history" variant="secondary" size="sm">
    <ArrowLeft aria-hidden className="size-4" />
    Back to History
  </ButtonLink>
);

/** /tournament/{tournamentId}/history: final results with everyone's picks. */
export function TournamentHistoryPage() {
  const tournamentId = Number(useParams().tournamentId);
  const valid = Number.isInteger(tournamentId) && tournamentId > 0;
  const { userId, isPlatformAdmin } = useAuth();
  const detail = useTournamentHistory(tournamentId, { enabled: valid });

  if (!valid || detail.isError) {
    // 403 (did not take part) and 404 carry the server's own words and will not change on retry.
    const final =
      !valid || (detail.error instanceof ApiError && [403, 404].includes(detail.error.status));
    return (
      <ErrorPanel
        title={ERROR_TITLE}
        message={valid ? errorMessage(detail.error, ERROR_FALLBACK) : 'Tournament not found'}
        onRetry={final ? undefined : () => void detail.refetch()}
      >
        {backToHistory}
      </ErrorPanel>
    );
  }
  if (detail.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading tournament results"
        className="mx-auto max-w-6xl space-y-4"
      >
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    );
  }

  const tournament = detail.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap gap-2">
        {backToHistory}
        {isPlatformAdmin && (
          <ButtonLink to={manageEntriesPath(tournament.id)} variant="secondary" size="sm">
            <Settings aria-hidden className="size-4" />
            Manage Entries
          </ButtonLink>
        )}
      </div>
      <Card className="space-y-3 p-5 sm:p-6">
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
          {tournament.name}
        </h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            {formatDateRange(tournament.startDate, tournament.endDate)}
          </span>
          <span className="tabular flex items-center gap-1.5">
            <Users aria-hidden className="size-4 shrink-0" />
            {tournament.totalEntries} total entr{tournament.totalEntries === 1 ? 'y' : 'ies'}
          </span>
        </p>
        <Winners detail={tournament} />
      </Card>
      {tournament.entries.length === 0 ? (
        <EmptyState title="No entries">Nobody you played with entered this tournament.</EmptyState>
      ) : (
        <HistoryEntriesTable
          entries={tournament.entries}
          groups={tournament.groups}
          userId={userId}
          tournamentName={tournament.name}
        />
      )}
    </div>
  );
}

/** The winner, or with several groups listed each group's winner, named with their group. */
function Winners({ detail }: { detail: TournamentHistoryDetail }) {
  if (detail.groups.length <= 1 || !detail.winner) return <WinnerLine winner={detail.winner} />;
  return (
    <div className="space-y-1">
      {groupWinners(detail).map(({ group, winner, payout }) => (
        <WinnerLine key={group.id} winner={winner} payout={payout} groupName={group.name} />
      ))}
    </div>
  );
}
