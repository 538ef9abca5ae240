import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Card, CardHeader } from '../../../../components/ui/Card';
import { TextField } from '../../../../components/ui/Field';
import { errorMessage } from '../../../../lib/api';
import { firstErrorMessage } from '../../../../lib/forms';
import { useAuth } from '../../../../lib/auth/AuthProvider';
import {
  ChangePasswordForm,
  NewPasswordFields,
  useChangePasswordMutation,
  useForgotPasswordMutation,
} from '../../../auth';

export const PASSWORD_CHANGED =
  'Your password was changed. Every other session was signed out; this one continues.';
export const resetEmailSentNotice = (email: string) =>
  `We sent a password reset link to ${email}. It works for 1 hour.`;

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The password: changed with the current one, or reset by a mailed link (the Request Password
 * Reset button mails the signed-in user and says so in an alert). Accounts that sign in with
 * Google or a passkey only have no password to change; a reset link gives them one.
 */
export function PasswordCard() {
  const { user, loginWithToken } = useAuth();
  const change = useChangePasswordMutation();
  const forgot = useForgotPasswordMutation();
  const form = useForm({ resolver: zodResolver(ChangePasswordForm), defaultValues: emptyForm });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = form.handleSubmit(
    async ({ currentPassword, newPassword }) => {
      setDone(false);
      setError(null);
      try {
        const { token } = await change.mutateAsync({ currentPassword, newPassword });
        // This session continues with the new token; the others have ended.
        await loginWithToken(token);
        form.reset(emptyForm);
        setDone(true);
      } catch (failure) {
        setError(errorMessage(failure, 'Could not change the password. Please try again.'));
      }
    },
    (errors) => {
      setDone(false);
      setError(firstErrorMessage(errors));
    },
  );

  const requestReset = () => {
    if (!user) return;
    forgot.mutate(user.email, {
      onSuccess: () => window.alert(resetEmailSentNotice(user.email)),
      onError: (failure) =>
        window.alert(errorMessage(failure, 'Could not send the email. Please try again.')),
    });
  };

  return (
    <Card>
      <CardHeader
        title="Password"
        description={
          user?.hasPassword
            ? 'Change it with your current one, or forgot it? Get a reset link by email.'
            : 'You sign in with Google or a passkey. A reset link by email lets you add a password.'
        }
      />
      <div className="space-y-4 p-5">
        {user?.hasPassword && (
          <form onSubmit={submit} noValidate className="max-w-md space-y-4">
            <TextField
              label="Current Password"
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
            <NewPasswordFields
              label="New Password"
              password={form.register('newPassword')}
              confirmPassword={form.register('confirmPassword')}
            />
            {error && <Alert tone="danger">{error}</Alert>}
            {done && <Alert tone="success">{PASSWORD_CHANGED}</Alert>}
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </form>
        )}
        <Button variant="secondary" loading={forgot.isPending} onClick={requestReset}>
          <KeyRound aria-hidden className="size-4" />
          Request Password Reset
        </Button>
      </div>
    </Card>
  );
}
