import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_LINK_INVALID } from '@fairway/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ApiError, errorMessage } from '../../lib/api';
import { firstErrorMessage } from '../../lib/forms';
import { useAuth } from '../../lib/auth/AuthProvider';
import { toast } from '../../lib/toast';
import { useResetPasswordMutation } from './api/account';
import { AuthCard } from '../../components/AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { NewPasswordForm } from './registration-validation';

export const PASSWORD_RESET_DONE =
  'Your password is reset and you are signed in. Every other session was signed out.';

/** /reset-password?token=...: chooses a new password with the mailed link, then signs in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { loginWithToken } = useAuth();
  const reset = useResetPasswordMutation();
  const form = useForm({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);

  const submit = form.handleSubmit(
    async ({ password }) => {
      setError(null);
      try {
        const { token: session } = await reset.mutateAsync({ token, password });
        await loginWithToken(session);
        toast.success(PASSWORD_RESET_DONE);
        navigate('/', { replace: true });
      } catch (failure) {
        setLinkDead(failure instanceof ApiError && failure.message === ACCOUNT_LINK_INVALID);
        setError(errorMessage(failure, 'Could not reset the password. Please try again.'));
      }
    },
    (errors) => setError(firstErrorMessage(errors)),
  );

  const askAgain = (
    <Link to="/forgot-password" className="font-semibold text-primary hover:underline">
      Ask for a new link
    </Link>
  );

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="At least 8 characters. Every other session is signed out."
      footer={askAgain}
    >
      {!token ? (
        <Alert tone="danger">
          This link is incomplete: its token is missing. Open the link from the email again, or{' '}
          {askAgain}.
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <NewPasswordFields
            label="New Password"
            password={form.register('password')}
            confirmPassword={form.register('confirmPassword')}
          />
          {error && (
            <Alert tone="danger">
              {error}
              {linkDead && <> {askAgain}.</>}
            </Alert>
          )}
          <Button type="submit" className="w-full" loading={reset.isPending}>
            Set new password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
