import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { RECENT_SIGN_IN_REQUIRED } from '@fairway/contract';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Card, CardHeader } from '../../../../components/ui/Card';
import { Dialog } from '../../../../components/ui/Dialog';
import { TextField } from '../../../../components/ui/Field';
import { errorMessage } from '../../../../lib/api';
import { useAuth } from '../../../../lib/auth/AuthProvider';
import { toast } from '../../../../lib/toast';
import { useDeleteAccountMutation } from '../../../auth';

export const ACCOUNT_DELETED = 'Your account was deleted.';

/**
 * Deletes the account after a last look at what that means, with the password (or, without
 * one, a recent sign-in: the dialog offers to sign in again).
 */
export function DeleteAccountCard() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccountMutation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      remove.reset();
    }
  };

  // Awaited rather than in mutate's callbacks: once the account is gone, this session's other
  // requests see 401 and may unmount the page before the answer arrives.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await remove.mutateAsync(user?.hasPassword ? { password } : {});
    } catch {
      return;
    }
    logout();
    toast.success(ACCOUNT_DELETED);
    navigate('/', { replace: true });
  };

  const signInAgain = () => {
    logout();
    navigate('/login', { replace: true, state: { from: '/profile?tab=security' } });
  };
  const needsFreshSignIn = remove.error?.message === RECENT_SIGN_IN_REQUIRED;

  return (
    <Card className="border-danger/30">
      <CardHeader
        title="Delete Account"
        description="Remove your account for good. Your results in pools stay, under “Deleted player”."
      />
      <div className="p-5">
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden className="size-4" />
          Delete My Account
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description="This cannot be undone."
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
            <li>Your name, email, payment details and passkeys are removed.</li>
            <li>You are signed out everywhere and leave every group.</li>
            <li>Entries, standings and payments stay, shown as “Deleted player”.</li>
            <li>Groups you own alone are deleted; hand over any others first.</li>
          </ul>
          {user?.hasPassword && (
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
          {remove.isError && (
            <Alert tone="danger">
              {errorMessage(remove.error, 'Could not delete the account. Please try again.')}
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            {needsFreshSignIn ? (
              <Button onClick={signInAgain}>Sign In Again</Button>
            ) : (
              <Button type="submit" variant="danger" loading={remove.isPending}>
                Delete My Account
              </Button>
            )}
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
