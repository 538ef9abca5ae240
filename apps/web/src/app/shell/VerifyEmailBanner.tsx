import { MailWarning } from 'lucide-react';
import { ResendVerificationButton } from '../../features/auth';
import { useAppConfig } from '../../hooks/useAppConfig';
import { useAuth } from '../../lib/auth/AuthProvider';

/**
 * A quiet reminder for a signed-in person who has not confirmed their email yet (nothing is
 * blocked meanwhile), with a way to get a new link. Hidden when the server sends no mail.
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const { data: config } = useAppConfig();
  if (!user || user.emailVerified || config?.mail !== true) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line bg-surface-2 px-4 py-2.5 text-sm">
      <MailWarning aria-hidden className="size-4 shrink-0 text-muted" />
      <p className="min-w-0 flex-1">
        Please confirm your email: we sent a link to <strong>{user.email}</strong>.
      </p>
      <ResendVerificationButton variant="ghost" />
    </div>
  );
}
