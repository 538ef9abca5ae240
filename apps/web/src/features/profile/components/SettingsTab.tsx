import type { UserSettings } from '@fairway/contract';
import { Card, CardHeader } from '../../../components/ui/Card';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUpdateSettings } from '../api/profile';

const TOGGLES: { key: keyof UserSettings; label: string; description: string }[] = [
  {
    key: 'email_notifications',
    label: 'Email notifications',
    description: 'Deadline reminders and results by email.',
  },
  {
    key: 'private_profile',
    label: 'Private profile',
    description: 'Hide your profile from members of your groups.',
  },
];

/** The two toggles, saved on the server per user (the spec's page did not save them). */
export function SettingsTab({ settings }: { settings: UserSettings }) {
  const update = useUpdateSettings();
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
            <input
              type="checkbox"
              role="switch"
              aria-label={label}
              className="size-5 accent-[var(--color-primary)]"
              checked={settings[key]}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate(
                  { [key]: event.target.checked },
                  {
                    onError: (error) => toast.error(errorMessage(error, 'Failed to save settings')),
                  },
                )
              }
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
