import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Card, CardHeader } from '../../../../components/ui/Card';
import { ConfirmDialog } from '../../../../components/ui/Dialog';
import { errorMessage } from '../../../../lib/api';
import { useAuth } from '../../../../lib/auth/AuthProvider';
import { useSignOutEverywhereMutation } from '../../../auth';

export const SIGN_OUT_EVERYWHERE_CONFIRMATION =
  'Sign out of Fairway on every device and browser, this one included? You can sign in again at once.';
export const SIGNED_OUT_EVERYWHERE = 'You were signed out on every device.';

/** Ends every session at once: a lost phone, a shared computer. */
export function SignOutEverywhereCard() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOutEverywhereMutation();
  const [confirming, setConfirming] = useState(false);

  // Awaited here rather than in mutate's callbacks: the page may unmount before the answer
  // (this session's other requests already see 401 and sign out), and the rest must still run.
  const confirm = async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      setConfirming(false);
      return;
    }
    logout(SIGNED_OUT_EVERYWHERE);
    navigate('/login', { replace: true });
  };

  return (
    <Card>
      <CardHeader
        title="Sessions"
        description="Signed in somewhere you should not be? End every session at once."
      />
      <div className="space-y-3 p-5">
        {signOut.isError && (
          <Alert tone="danger">
            {errorMessage(signOut.error, 'Could not sign out everywhere. Please try again.')}
          </Alert>
        )}
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <LogOut aria-hidden className="size-4" />
          Sign Out Everywhere
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere?"
        message={SIGN_OUT_EVERYWHERE_CONFIRMATION}
        confirmLabel="Sign Out Everywhere"
        busy={signOut.isPending}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
