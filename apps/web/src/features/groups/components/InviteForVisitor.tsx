import { Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/Spinner';
import { AuthCard } from '../../../components/AuthCard';
import { withReturnPath } from '../../../lib/safe-redirect';
import { useInvitePreview } from '../api/invite-preview';
import { JoinFailed } from './JoinFailed';

export const membersLabel = (count: number) => `${count} member${count === 1 ? '' : 's'}`;

/**
 * The join page for someone not signed in: which group the link opens, then sign-in or
 * registration, both of which come back here to join (docs/rules.md, "Groups").
 */
export function InviteForVisitor({ inviteCode }: { inviteCode: string }) {
  const preview = useInvitePreview(inviteCode);
  const joinPath = `/groups/join/${encodeURIComponent(inviteCode)}`;

  if (preview.isPending) return <PageSpinner label="Opening your invite…" />;
  if (preview.isError)
    return <JoinFailed error={preview.error} backTo="/" backLabel="Back to Home" />;
  const { name, memberCount } = preview.data;
  return (
    <AuthCard title={`Join ${name}`} subtitle="You've been invited to a golf pick pool on Fairway.">
      <p className="flex items-center gap-2 text-sm text-muted">
        <Users aria-hidden className="size-4" />
        {membersLabel(memberCount)}
      </p>
      <p className="mt-4 text-sm">Sign in or create a free account to join the group.</p>
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <ButtonLink to={withReturnPath('/login', joinPath)}>Sign in to join</ButtonLink>
        <ButtonLink to={withReturnPath('/register', joinPath)} variant="secondary">
          Create Account
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
