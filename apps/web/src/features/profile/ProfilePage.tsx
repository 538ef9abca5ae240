import type { UserProfile } from '@fairway/contract';
import { CalendarDays, Trophy, Users, UsersRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../components/ui/Card';
import { ErrorPanel, Skeleton } from '../../components/ui/States';
import { TabList, TabPanel, Tabs } from '../../components/ui/Tabs';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useProfile } from './api/profile';
import { OverviewTab } from './components/OverviewTab';
import { SecurityTab } from './components/SecurityTab';
import { SettingsTab } from './components/SettingsTab';

const TABS = ['overview', 'security', 'settings'];

export const PROFILE_LOAD_FAILED = 'Failed to load profile';

const memberSince = (profile: UserProfile) => new Date(profile.created_at).getUTCFullYear();

/** /profile: who you are, your numbers, and the Overview, Security and Settings tabs. */
export function ProfilePage() {
  const profile = useProfile();
  // /profile?tab=security opens a tab directly (coming back from signing in again, say).
  const [params] = useSearchParams();
  const initialTab = TABS.includes(params.get('tab') ?? '') ? params.get('tab')! : 'overview';
  const loadFailure = profile.isError ? errorMessage(profile.error, PROFILE_LOAD_FAILED) : null;
  // A failed load is announced once as a toast, beside the panel that stays on the page.
  useEffect(() => {
    if (loadFailure) toast.error(loadFailure);
  }, [loadFailure, profile.errorUpdatedAt]);

  if (profile.isError)
    return (
      <ErrorPanel
        title="Error Loading Profile"
        message={errorMessage(profile.error, PROFILE_LOAD_FAILED)}
        onRetry={() => void profile.refetch()}
      />
    );
  if (profile.isPending)
    return (
      <div role="status" aria-label="Loading profile" className="mx-auto max-w-5xl space-y-4">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );

  const data = profile.data;
  const { stats } = data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Card className="flex flex-wrap items-center gap-4 p-5">
        <div
          aria-hidden
          className="flex size-16 items-center justify-center rounded-full bg-primary text-2xl font-bold text-on-primary"
        >
          {data.name.trim().charAt(0).toUpperCase() || '?'}
        </div>
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold tracking-tight">{data.name}</h1>
          <p className="text-muted">{data.email}</p>
          <p className="text-sm text-muted">Member since {memberSince(data)}</p>
        </div>
      </Card>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile
          icon={<Users className="size-5" />}
          label="Total Groups"
          value={stats.total_groups}
        />
        <StatTile
          icon={<UsersRound className="size-5" />}
          label="Active Groups"
          value={stats.active_groups}
        />
        <StatTile
          icon={<Trophy className="size-5" />}
          label="Tournaments"
          value={stats.tournaments}
        />
        <StatTile
          icon={<CalendarDays className="size-5" />}
          label="Member Since"
          value={memberSince(data)}
        />
      </dl>
      <Tabs defaultValue={initialTab} className="space-y-4">
        <TabList
          label="Profile sections"
          tabs={[
            { value: 'overview', label: 'Overview' },
            { value: 'security', label: 'Security' },
            { value: 'settings', label: 'Settings' },
          ]}
        />
        <TabPanel value="overview">
          <OverviewTab profile={data} />
        </TabPanel>
        <TabPanel value="security">
          <SecurityTab />
        </TabPanel>
        <TabPanel value="settings">
          <SettingsTab />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function StatTile({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Card className="p-4">
      <dt className="flex items-center gap-2 text-sm text-muted">
        <span aria-hidden className="text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </Card>
  );
}
