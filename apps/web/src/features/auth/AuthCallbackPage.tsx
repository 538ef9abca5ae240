import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { useAuth } from '../../lib/auth/AuthProvider';
import { AuthCard } from '../../components/AuthCard';
import { safeRedirect } from '../../lib/safe-redirect';

export const NO_TOKEN_RECEIVED = 'Unable to complete authentication. No token received.';

/** /auth/callback: takes the token from a sign-in redirect, logs in, and moves on (replacing history). */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { loginWithToken } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const token = params.get('token');
  const redirect = safeRedirect(params.get('redirect'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setError(NO_TOKEN_RECEIVED);
      return;
    }
    loginWithToken(token)
      .then(() => navigate(redirect, { replace: true }))
      .catch((failure: unknown) =>
        setError(
          `Authentication error: ${failure instanceof Error ? failure.message : String(failure)}`,
        ),
      );
  }, [token, redirect, loginWithToken, navigate]);

  if (!error) {
    return (
      <AuthCard title="Signing you in">
        <div className="flex justify-center py-6 text-primary">
          <Spinner className="size-8" label="Processing your sign-in…" />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign-in could not be completed">
      <div role="alert" className="space-y-4">
        <p className="text-sm text-danger">{error}</p>
        <details className="rounded-lg border border-line bg-surface-2 p-3 text-xs text-muted">
          <summary className="cursor-pointer font-medium text-ink">Debug information</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 break-all">
            <dt>Token received</dt>
            <dd>{token ? `yes (${token.length} characters)` : 'no'}</dd>
            <dt>Redirect</dt>
            <dd>{params.get('redirect') ?? '(none)'}</dd>
            <dt>Time</dt>
            <dd>{new Date().toISOString()}</dd>
          </dl>
        </details>
        <Button className="w-full" onClick={() => navigate('/login', { replace: true })}>
          Return to Login
        </Button>
      </div>
    </AuthCard>
  );
}
