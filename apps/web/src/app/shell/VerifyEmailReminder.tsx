import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '../../components/ui/OnFirstOpen';
import { useAppConfig } from '../../hooks/useAppConfig';
import { useAuth } from '../../lib/auth/AuthProvider';

const VerifyEmailDialog = lazyDialog(() =>
  import('./VerifyEmailDialog').then((m) => m.VerifyEmailDialog),
);

/**
 * A quiet reminder for a signed-in person who has not confirmed their email yet (nothing is
 * blocked meanwhile), with a way to get a new link; hidden when the server sends no mail. It
 * sits in the top bar, whose height is fixed: it appears once the session and the settings are
 * known, and a banner above the page pushed everything down when it did (layout shift).
 */
export function VerifyEmailReminder() {
  const { user } = useAuth();
  const { data: config } = useAppConfig();
  const [open, setOpen] = useState(false);
  if (!user || user.emailVerified || config?.mail !== true) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Confirm email"
        className="flex items-center gap-1.5 rounded-lg border border-warning/40 bg-warning-soft px-2 py-1.5 text-sm font-medium text-ink hover:brightness-95"
      >
        <MailWarning aria-hidden className="size-4 text-warning" />
        <span className="hidden md:inline">Confirm email</span>
      </button>
      <VerifyEmailDialog email={user.email} open={open} onOpenChange={setOpen} />
    </>
  );
}
