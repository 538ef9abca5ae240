import { LogIn, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState, ErrorPanel, PageHeader, Skeleton } from '../../components/ui/States';
import { useGroups } from './api/groups';
import { CreateGroupDialog } from './components/CreateGroupDialog';
import { GroupCard } from './components/GroupCard';
import { JoinGroupDialog } from './components/JoinGroupDialog';
import { failureReason } from './utils/failure';

const cardGrid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

function GroupsSkeleton() {
  return (
    <div role="status" aria-label="Loading groups" className={cardGrid}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-60 rounded-2xl" />
      ))}
    </div>
  );
}

/** The groups list failed without the server saying why (docs/rules.md "Screens"). */
export const GROUPS_FETCH_FAILED = 'Failed to fetch groups';

/** /groups, "My Pool Groups": the caller's groups, with join and create in modals. */
export function GroupsPage() {
  const groups = useGroups();
  const [joining, setJoining] = useState(false);
  const [creating, setCreating] = useState(false);

  const actions = (
    <>
      <Button variant="secondary" onClick={() => setJoining(true)}>
        <LogIn aria-hidden className="size-4" />
        Join Group
      </Button>
      <Button onClick={() => setCreating(true)}>
        <Plus aria-hidden className="size-4" />
        Create Group
      </Button>
    </>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="My Pool Groups"
        description="Your pools, what they are playing next, and their invite links."
        actions={groups.data?.length === 0 ? undefined : actions}
      />
      {groups.isPending ? (
        <GroupsSkeleton />
      ) : groups.isError ? (
        <ErrorPanel
          title="Error Loading Groups"
          message={`Failed to load groups: ${failureReason(groups.error, GROUPS_FETCH_FAILED)}`}
          onRetry={() => void groups.refetch()}
        />
      ) : groups.data.length === 0 ? (
        <EmptyState
          icon={<Users className="size-6" />}
          title="No groups yet"
          action={<div className="flex flex-wrap justify-center gap-2">{actions}</div>}
        >
          Create a group and invite your friends, or join one with the invite code you were sent.
        </EmptyState>
      ) : (
        <ul className={cardGrid}>
          {groups.data.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </ul>
      )}
      <JoinGroupDialog open={joining} onOpenChange={setJoining} />
      <CreateGroupDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
