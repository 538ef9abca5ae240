import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/Spinner';
import { useAuth } from '../lib/auth/AuthProvider';

/**
 * Login-required routes, /login for visitors. With a stored session that has not expired, the
 * page renders while the server checks it: the page's code and data load beside the check
 * instead of after it (a refused session signs out and ends up at /login all the same).
 * Without one, a spinner until the check answers.
 */
export function RequireAuth() {
  const { isAuthenticated, loading, sessionExpected } = useAuth();
  const location = useLocation();
  if (loading && sessionExpected) return <Outlet />;
  if (loading) return <PageSpinner label="Checking your session…" />;
  if (!isAuthenticated)
    return (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  return <Outlet />;
}

/** Platform-admin routes (user 1): everyone else goes to /. */
export function RequireAdmin() {
  const { isAuthenticated, isPlatformAdmin, loading } = useAuth();
  if (loading) return <PageSpinner label="Checking your session…" />;
  if (!isAuthenticated || !isPlatformAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
