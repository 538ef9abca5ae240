import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { ResendVerificationButton } from './ResendVerificationButton';
import { useVerifyEmailMutation } from './api/account';
import { AuthCard } from '../../components/AuthCard';

/**
 * /verify-email?token=...: proves the email with the mailed link. It takes a press of the
 * button, not just opening the page: mail scanners open links (some run the page's scripts),
 * and proving an address must be its owner's act.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const verify = useVerifyEmailMutation();

  const confirm = () =>
    verify.mutate(token, {
      onSuccess: () => {
        // Imported history may have joined the account: everything shown is read again, and
        // the signed-in user (if any) loses the reminder.
        void queryClient.invalidateQueries();
        void refreshUser();
      },
    });

  return (
    <AuthCard title="Confirm your email">
      {!token ? (
        <Alert tone="danger">This link is incomplete: its token is missing.</Alert>
      ) : verify.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success" title={verify.data.message}>
            Thank you. Any pool history imported for your address is now in your account.
          </Alert>
          <ButtonLink to={isAuthenticated ? '/' : '/login'} className="w-full">
            {isAuthenticated ? 'Continue' : 'Sign in'}
          </ButtonLink>
        </div>
      ) : verify.isError ? (
        <div className="space-y-4">
          <Alert tone="danger">{errorMessage(verify.error, 'Could not confirm your email.')}</Alert>
          {isAuthenticated ? (
            <ResendVerificationButton />
          ) : (
            <p className="text-sm text-muted">
              <Link to="/login" className="font-semibold text-primary hover:underline">
                Sign in
              </Link>{' '}
              to ask for a new link.
            </p>
          )}
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted">
            Confirm that this email address is yours, and that you created the Fairway account named
            in the email. If you did not, close this page: nothing happens.
          </p>
          <Button className="w-full" loading={verify.isPending} onClick={confirm}>
            Confirm my email
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
