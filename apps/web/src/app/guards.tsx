import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/Spinner';
import { useAuth } from '../lib/auth/AuthProvider';

/** Login-required routes: a spinner while auth loads, then /login for visitors. */
export function RequireAuth() {
  const { isAuthenticated, loading } = useAuth();
  const location = useLocation();
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
