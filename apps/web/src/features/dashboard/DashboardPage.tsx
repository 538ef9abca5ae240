import { useState } from 'react';
import { ErrorPanel } from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { JoinGroupDialog } from '../groups';
import { useDashboard } from './api/dashboard';
import { DashboardSkeleton } from './components/DashboardSkeleton';
import { LatestWinner } from './components/LatestWinner';
import { MyGroupsSection } from './components/MyGroupsSection';
import { QuickActions } from './components/QuickActions';
import { LiveTournaments, UpcomingTournaments } from './components/TournamentSections';
import { UrgentActions } from './components/UrgentActions';
import { greeting, summaryLine } from './dashboard-text';

const FETCH_FAILED = 'Failed to fetch dashboard data';

/** The signed-in home: what needs doing, the user's groups and tournaments. */
export function DashboardPage() {
  const { data, error, isPending, refetch } = useDashboard();
  const [joining, setJoining] = useState(false);
  const openJoin = () => setJoining(true);

  let content;
  if (isPending) content = <DashboardSkeleton />;
  else if (error) {
    const detail = errorMessage(error, '');
    content = (
      <ErrorPanel
        title={FETCH_FAILED}
        message={detail && detail !== FETCH_FAILED ? detail : undefined}
        onRetry={() => void refetch()}
      />
    );
  } else {
    // While something is live it leads (with the member's entries), before last week's results.
    const live = data.liveTournaments.length > 0;
    content = (
      <div className="space-y-8">
        <header>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{greeting(data.user)}</h1>
          <p className="mt-1 text-muted">{summaryLine(data.summary)}</p>
        </header>
        {live && <LiveTournaments items={data.liveTournaments} />}
        <UrgentActions actions={data.urgentActions} />
        <LatestWinner />
        <QuickActions onJoin={openJoin} />
        <MyGroupsSection groups={data.user.groups} onJoin={openJoin} />
        {live ? (
          <UpcomingTournaments items={data.upcomingTournaments} />
        ) : (
          <div className="grid gap-8 lg:grid-cols-2">
            <LiveTournaments items={data.liveTournaments} />
            <UpcomingTournaments items={data.upcomingTournaments} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl">
      {content}
      <JoinGroupDialog open={joining} onOpenChange={setJoining} />
    </div>
  );
}
