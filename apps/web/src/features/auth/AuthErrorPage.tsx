import { AlertTriangle } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { TOKEN_STORAGE_KEY } from '../../lib/auth/token';
import { AuthCard } from '../../components/AuthCard';
import { authErrorMessage } from './auth-error-messages';

export function AuthErrorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthCard title="Authentication Error">
      <div className="space-y-5">
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-danger/25 bg-danger-soft p-4 text-sm"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
          <p>{authErrorMessage(params.get('message'))}</p>
        </div>
        <div className="flex gap-2">
          <Button
            className="flex-1"
            onClick={() => {
              localStorage.removeItem(TOKEN_STORAGE_KEY);
              navigate('/auth/login');
            }}
          >
            Try Again
          </Button>
          <Button variant="secondary" className="flex-1" onClick={() => navigate('/')}>
            Go to Home
          </Button>
        </div>
        <p className="text-center text-sm text-muted">
          If this problem persists, please contact support.
        </p>
      </div>
    </AuthCard>
  );
}
