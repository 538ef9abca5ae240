import type { UserPreferences } from '@fairway/contract';
import { Card, CardHeader } from '../../../components/ui/Card';
import { ErrorPanel, Skeleton } from '../../../components/ui/States';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { usePreferences, useUpdatePreferences } from '../api/profile';

const TOGGLES: { key: keyof UserPreferences; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Deadline reminders, nudges from your group admins and results by email.',
  },
  {
    key: 'privateProfile',
    label: 'Private profile',
    description: 'Hide your profile from members of your groups.',
  },
];

/** The two toggles, saved on the server per user (GET/PUT /api/user/preferences). */
export function SettingsTab() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  if (preferences.isError)
    return (
      <ErrorPanel
        title="Failed to load settings"
        message={errorMessage(preferences.error, 'Please try again.')}
        onRetry={() => void preferences.refetch()}
      />
    );
  return (
    <Card>
      <CardHeader title="Settings" />
      <ul className="divide-y divide-line">
        {TOGGLES.map(({ key, label, description }) => (
          <li key={key} className="flex items-center justify-between gap-4 px-5 py-4">
            <div>
              <p className="font-medium">{label}</p>
              <p className="text-sm text-muted">{description}</p>
            </div>
            {preferences.data ? (
              <input
                type="checkbox"
                role="switch"
                aria-label={label}
                className="size-5 accent-[var(--color-primary)]"
                checked={preferences.data[key]}
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate(
                    { [key]: event.target.checked },
                    {
                      onError: (error) =>
                        toast.error(errorMessage(error, 'Failed to save settings')),
                    },
                  )
                }
              />
            ) : (
              <Skeleton className="size-5" />
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
