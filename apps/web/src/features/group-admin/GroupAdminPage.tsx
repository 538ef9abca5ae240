import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { ErrorPanel } from '../../components/ui/States';
import { ApiError, errorMessage } from '../../lib/api';
import { useGroup } from '../../hooks/useGroup';
import { useAdminTournaments } from './api/admin-tournaments';
import { AccessRestricted } from './components/AccessRestricted';
import { AdminDashboard } from './components/AdminDashboard';
import { AdminSkeleton } from './components/AdminSkeleton';

const ERROR_TITLE = 'Error Loading Group Management';

const backToGroups = (
  <ButtonLink to="/groups" variant="secondary">
    Back to Groups
  </ButtonLink>
);

/** /groups/{groupId}/admin: group admins manage the group's tournaments here. */
export function GroupAdminPage() {
  const groupId = Number(useParams().groupId);
  const valid = Number.isInteger(groupId) && groupId > 0;
  const group = useGroup(groupId, { enabled: valid });
  const isAdmin = group.data?.isAdmin === true;
  // Asked only for admins: anyone else would get 403 (or 404) from the server.
  const admin = useAdminTournaments(groupId, { enabled: valid && isAdmin });

  let content;
  if (!valid || (group.error instanceof ApiError && group.error.status === 404)) {
    content = (
      <ErrorPanel title={ERROR_TITLE} message={errorMessage(group.error, 'Group not found')}>
        {backToGroups}
      </ErrorPanel>
    );
  } else if (group.isError) {
    content = (
      <ErrorPanel
        title={ERROR_TITLE}
        message={errorMessage(group.error, 'Failed to fetch group details')}
        onRetry={() => void group.refetch()}
      >
        {backToGroups}
      </ErrorPanel>
    );
  } else if (group.isPending) {
    content = <AdminSkeleton />;
  } else if (!isAdmin || (admin.error instanceof ApiError && admin.error.status === 403)) {
    content = <AccessRestricted groupId={groupId} />;
  } else if (admin.isError) {
    content = (
      <ErrorPanel
        title={ERROR_TITLE}
        message={errorMessage(admin.error, 'Failed to fetch group tournaments')}
        onRetry={() => void admin.refetch()}
      />
    );
  } else if (admin.isPending) {
    content = <AdminSkeleton />;
  } else {
    content = <AdminDashboard groupId={groupId} data={admin.data} />;
  }
  return <div className="mx-auto max-w-5xl">{content}</div>;
}
