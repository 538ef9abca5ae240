import { ArrowLeft, History } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { DescriptionLoading, EmptyState, ErrorPanel, PageHeader } from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useGroup } from '../../hooks/useGroup';
import { useGroupHistory } from './api/group-history';
import { HistoryCardList, HistoryListSkeleton } from './components/HistoryCardList';

const ERROR_TITLE = 'Error Loading Group History';
const ERROR_FALLBACK = 'Failed to fetch tournament history';

/** /groups/{groupId}/history: the group's completed tournaments, newest first. */
export function GroupHistoryPage() {
  const groupId = Number(useParams().groupId);
  const valid = Number.isInteger(groupId) && groupId > 0;
  const { isPlatformAdmin } = useAuth();
  // Only for the group's name in the header; the history itself does not wait for it.
  const group = useGroup(groupId, { enabled: valid });
  const history = useGroupHistory(groupId, { enabled: valid });

  let content;
  if (!valid) {
    content = <ErrorPanel title={ERROR_TITLE} message="Group not found" />;
  } else if (history.isError) {
    content = (
      <ErrorPanel
        title={ERROR_TITLE}
        message={errorMessage(history.error, ERROR_FALLBACK)}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (history.isPending) {
    content = <HistoryListSkeleton />;
  } else if (history.data.length === 0) {
    content = (
      <EmptyState
        icon={<History className="size-6" />}
        title="No completed tournaments yet"
        action={
          <ButtonLink to={`/groups/${groupId}/tournaments`} variant="secondary">
            See the group&apos;s tournaments
          </ButtonLink>
        }
      >
        Results, winners and everyone&apos;s picks land here once a tournament the group played has
        finished.
      </EmptyState>
    );
  } else {
    content = <HistoryCardList items={history.data} canManageEntries={isPlatformAdmin} />;
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Group History"
        description={
          group.data?.name ??
          (valid && group.isPending ? (
            <DescriptionLoading />
          ) : (
            'Past tournaments, winners and results'
          ))
        }
        actions={
          valid && (
            <ButtonLink to={`/groups/${groupId}`} variant="secondary" size="sm">
              <ArrowLeft aria-hidden className="size-4" />
              Back to Group
            </ButtonLink>
          )
        }
      />
      {content}
    </div>
  );
}
