import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_LINK_INVALID } from '@fairway/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ApiError, errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { toast } from '../../lib/toast';
import { useResetPasswordMutation } from './api/account';
import { AuthCard } from '../../components/AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { validateNewPassword } from './registration-validation';

export const PASSWORD_RESET_DONE =
  'Your password is reset and you are signed in. Every other session was signed out.';

/** /reset-password?token=...: chooses a new password with the mailed link, then signs in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { loginWithToken } = useAuth();
  const reset = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmPassword);
    setError(problem);
    if (problem) return;
    try {
      const { token: session } = await reset.mutateAsync({ token, password });
      await loginWithToken(session);
      toast.success(PASSWORD_RESET_DONE);
      navigate('/', { replace: true });
    } catch (failure) {
      setLinkDead(failure instanceof ApiError && failure.message === ACCOUNT_LINK_INVALID);
      setError(errorMessage(failure, 'Could not reset the password. Please try again.'));
    }
  };

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
            password={password}
            confirmPassword={confirmPassword}
            onPasswordChange={setPassword}
            onConfirmPasswordChange={setConfirmPassword}
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
