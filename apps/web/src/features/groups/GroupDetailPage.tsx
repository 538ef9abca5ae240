import type { Group } from '@fairway/contract';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { ErrorPanel, Skeleton } from '../../components/ui/States';
import { TabList, TabPanel, Tabs } from '../../components/ui/Tabs';
import { ApiError, errorMessage } from '../../lib/api';
import { GroupChat } from '../chat';
import { LiveEntryCard } from '../my-entry';
import { useGroup } from '../../hooks/useGroup';
import { GroupHeader, InviteCodePanel } from './components/GroupHeader';
import { GroupHistoryCard } from './components/GroupHistoryCard';
import { GroupRecentWinner } from './components/GroupRecentWinner';
import { MembersCard } from './components/MembersCard';
import { PublicGroupPreview } from './components/PublicGroupPreview';
import { SeasonPanel } from './components/SeasonPanel';
import { TournamentsDropdown } from './components/TournamentsDropdown';

const backToGroups = (
  <ButtonLink to="/groups" variant="secondary">
    Back to Groups
  </ButtonLink>
);

function GroupSkeleton() {
  return (
    <div role="status" aria-label="Loading group" className="space-y-4">
      <Skeleton className="h-36 rounded-2xl" />
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-72 rounded-2xl lg:col-span-2" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}

/**
 * The tournaments being played, each led by how the member's entries stand: first on the page
 * while any is live (the invite code and last week's results come after).
 */
function LiveNow({ group, live }: { group: Group; live: Group['tournaments'] }) {
  return (
    <section aria-labelledby="group-live-now" className="space-y-3">
      <h2 id="group-live-now" className="sr-only">
        Live now
      </h2>
      {live.map((tournament) => (
        <LiveEntryCard
          key={tournament.id}
          groupId={group.id}
          tournamentId={tournament.id}
          tournamentName={tournament.name}
          standingsTo={`/groups/${group.id}/tournament/${tournament.id}/standings`}
        />
      ))}
    </section>
  );
}

function MemberView({ group }: { group: Group }) {
  const live = group.tournaments.filter((tournament) => tournament.status === 'active');
  const playing = live.length > 0;
  const recentWinner = <GroupRecentWinner group={group} />;
  return (
    <div className="space-y-6">
      <GroupHeader group={group} withInvite={!playing} />
      {playing && <LiveNow group={group} live={live} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {/* First in the main column, so phones see it right under the header; while a
              tournament is live its card and the (open) list come first. */}
          {!playing && recentWinner}
          <TournamentsDropdown
            groupId={group.id}
            tournaments={group.tournaments}
            isAdmin={group.isAdmin}
          />
          {playing && recentWinner}
          <Tabs defaultValue="chat" className="space-y-3">
            <TabList
              label="Group"
              tabs={[
                { value: 'chat', label: 'Group Chat' },
                { value: 'season', label: 'Season' },
              ]}
            />
            <TabPanel value="chat">
              <GroupChat groupId={group.id} />
            </TabPanel>
            <TabPanel value="season">
              <SeasonPanel groupId={group.id} />
            </TabPanel>
          </Tabs>
        </div>
        <div className="min-w-0 space-y-6">
          {playing && <InviteCodePanel group={group} />}
          <MembersCard groupId={group.id} isAdmin={group.isAdmin} />
          <GroupHistoryCard groupId={group.id} />
        </div>
      </div>
    </div>
  );
}

/** /groups/{groupId}: the group's home, or a join prompt for a public group one is not in. */
export function GroupDetailPage() {
  const groupId = Number(useParams().groupId);
  const valid = Number.isInteger(groupId) && groupId > 0;
  const group = useGroup(groupId, { enabled: valid });

  let content;
  if (!valid || (group.isError && group.error instanceof ApiError && group.error.status === 404)) {
    // Unknown, or private and not ours: the server says "Group not found"; retrying won't help.
    content = (
      <ErrorPanel
        title="Error Loading Group"
        message={valid ? errorMessage(group.error, 'Group not found') : 'Group not found'}
      >
        {backToGroups}
      </ErrorPanel>
    );
  } else if (group.isError) {
    content = (
      <ErrorPanel
        title="Error Loading Group"
        message={errorMessage(group.error, 'Failed to fetch group details')}
        onRetry={() => void group.refetch()}
      >
        {backToGroups}
      </ErrorPanel>
    );
  } else if (group.isPending) {
    content = <GroupSkeleton />;
  } else if (!group.data.isMember) {
    content = <PublicGroupPreview group={group.data} />;
  } else {
    content = <MemberView group={group.data} />;
  }
  return <div className="mx-auto max-w-6xl">{content}</div>;
}
