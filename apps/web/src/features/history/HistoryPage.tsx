import { History } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState, ErrorPanel, PageHeader } from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useMyHistory } from './api/my-history';
import { HistoryCardList, HistoryListSkeleton } from './components/HistoryCardList';

/** /history: every completed tournament the user played, across all their groups. */
export function HistoryPage() {
  const { isPlatformAdmin } = useAuth();
  const history = useMyHistory();

  let content;
  if (history.isError) {
    content = (
      <ErrorPanel
        title="Error Loading Tournament History"
        message={errorMessage(history.error, 'Failed to fetch tournament history')}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (history.isPending) {
    content = <HistoryListSkeleton />;
  } else if (history.data.length === 0) {
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
      <HistoryCardList items={history.data} showGroups canManageEntries={isPlatformAdmin} />
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Tournament History"
        description="Your completed tournaments across all your groups."
      />
      {content}
    </div>
  );
}
