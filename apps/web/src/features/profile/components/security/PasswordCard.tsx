import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Card, CardHeader } from '../../../../components/ui/Card';
import { TextField } from '../../../../components/ui/Field';
import { errorMessage } from '../../../../lib/api';
import { useAuth } from '../../../../lib/auth/AuthProvider';
import {
  NewPasswordFields,
  useChangePasswordMutation,
  useForgotPasswordMutation,
  validateNewPassword,
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
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const update = (field: keyof typeof emptyForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const problem = form.currentPassword
      ? validateNewPassword(form.newPassword, form.confirmPassword)
      : 'Current password is required';
    setError(problem);
    if (problem) return;
    try {
      const { token } = await change.mutateAsync({
        currentPassword: form.currentPassword,
        newPassword: form.newPassword,
      });
      // This session continues with the new token; the others have ended.
      await loginWithToken(token);
      setForm(emptyForm);
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not change the password. Please try again.'));
    }
  };

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
              name="currentPassword"
              autoComplete="current-password"
              value={form.currentPassword}
              onChange={update('currentPassword')}
            />
            <NewPasswordFields
              label="New Password"
              password={form.newPassword}
              confirmPassword={form.confirmPassword}
              onPasswordChange={(newPassword) => setForm({ ...form, newPassword })}
              onConfirmPasswordChange={(confirmPassword) => setForm({ ...form, confirmPassword })}
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
