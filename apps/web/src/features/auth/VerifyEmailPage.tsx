import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { ButtonLink } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { ResendVerificationButton } from './ResendVerificationButton';
import { useVerifyEmailMutation } from './api/account';
import { AuthCard } from './AuthCard';

/** /verify-email?token=...: proves the email with the mailed link, once, as soon as it opens. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const verify = useVerifyEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    // The link is single use: one request however often the page renders.
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token, {
      onSuccess: () => {
        // Imported history may have joined the account: everything shown is read again, and
        // the signed-in user (if any: the session may still be loading) loses the reminder.
        void queryClient.invalidateQueries();
        void refreshUser();
      },
    });
  }, [token, verify, queryClient, refreshUser]);

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
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> Confirming your email…
        </p>
      )}
    </AuthCard>
  );
}
