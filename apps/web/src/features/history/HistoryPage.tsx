import { History } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState, ErrorPanel, PageHeader, Skeleton } from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useMyFinishes } from './api/my-finishes';
import { FinishCard } from './components/FinishCard';
import { FinishTotals } from './components/FinishTotals';
import { HistoryListSkeleton } from './components/HistoryCardList';

/**
 * /history: the member's own record, every completed tournament they played across their
 * groups, with where each of their entries finished and what it won (other players' results
 * are one tap away, in each tournament's details).
 */
export function HistoryPage() {
  const { isPlatformAdmin } = useAuth();
  const finishes = useMyFinishes();

  let content;
  if (finishes.isError) {
    content = (
      <ErrorPanel
        title="Error Loading Tournament History"
        message={errorMessage(finishes.error, 'Failed to fetch tournament history')}
        onRetry={() => void finishes.refetch()}
      />
    );
  } else if (finishes.isPending) {
    content = (
      <div className="space-y-6">
        <Skeleton className="h-20 rounded-2xl" />
        <HistoryListSkeleton />
      </div>
    );
  } else if (finishes.data.tournaments.length === 0) {
    content = (
      <EmptyState
        icon={<History className="size-6" />}
        title="No tournaments yet"
        action={
          <ButtonLink to="/groups" variant="secondary">
            Go to My Pool Groups
          </ButtonLink>
        }
      >
        You have not participated in any tournaments yet.
      </EmptyState>
    );
  } else {
    content = (
      <div className="space-y-6">
        <FinishTotals totals={finishes.data.totals} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your finishes">
          {finishes.data.tournaments.map((tournament) => (
            <li key={tournament.id}>
              <FinishCard tournament={tournament} canManageEntries={isPlatformAdmin} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Tournament History"
        description="Where you finished and what you won in every completed tournament, across your groups."
      />
      {content}
    </div>
  );
}
