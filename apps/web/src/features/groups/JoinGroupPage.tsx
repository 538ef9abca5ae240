import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/Spinner';
import { useAuth } from '../../lib/auth/AuthProvider';
import { toast } from '../../lib/toast';
import { useJoinGroup } from './api/join-group';
import { InviteForVisitor } from './components/InviteForVisitor';
import { JoinFailed } from './components/JoinFailed';

/**
 * /groups/join/{inviteCode}: a signed-in person joins on arrival and goes to the group; a
 * visitor first sees which group it is, and comes back here after signing in.
 */
export function JoinGroupPage() {
  const { inviteCode = '' } = useParams();
  const { isAuthenticated, loading } = useAuth();
  if (loading) return <PageSpinner label="Checking your session…" />;
  if (!isAuthenticated) return <InviteForVisitor inviteCode={inviteCode} />;
  return <JoinOnArrival inviteCode={inviteCode} />;
}

function JoinOnArrival({ inviteCode }: { inviteCode: string }) {
  const navigate = useNavigate();
  const join = useJoinGroup();
  const { mutate } = join;
  // StrictMode runs effects twice in development; a join is not something to send twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(inviteCode, {
      onSuccess: ({ group, alreadyMember }) => {
        toast.success(
          alreadyMember ? `You're already a member of ${group.name}` : `Welcome to ${group.name}!`,
        );
        navigate(`/groups/${group.id}`, { replace: true });
      },
    });
  }, [inviteCode, mutate, navigate]);

  if (join.isError)
    return <JoinFailed error={join.error} backTo="/groups" backLabel="Back to Groups" />;
  return <PageSpinner label="Joining group…" />;
}
