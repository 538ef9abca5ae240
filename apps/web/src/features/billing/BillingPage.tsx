import { ErrorPanel } from '../../components/ui/States';
import { PageSpinner } from '../../components/ui/Spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { ADMIN_STATUS_FETCH_FAILED, useAdminStatus } from './api/admin-status';
import { DASHBOARD_FETCH_FAILED, useBillingDashboard } from './api/dashboard';
import { BillingAccessRestricted } from './components/BillingAccessRestricted';
import { BillingDashboard } from './components/BillingDashboard';
import { BillingSignInPrompt } from './components/BillingSignInPrompt';
import { BillingSkeleton } from './components/BillingSkeleton';

export const BILLING_ERROR_TITLE = 'Error loading billing information';

/** The signed-in part: the admin check first, then the dashboard for admins only. */
function BillingForUser() {
  const status = useAdminStatus();
  const isAdmin = status.data?.is_group_admin === true;
  const dashboard = useBillingDashboard(isAdmin);

  if (status.isPending) return <BillingSkeleton />;
  if (status.isError)
    return (
      <ErrorPanel
        title={BILLING_ERROR_TITLE}
        message={errorMessage(status.error, ADMIN_STATUS_FETCH_FAILED)}
        onRetry={() => void status.refetch()}
      />
    );
  if (!isAdmin) return <BillingAccessRestricted />;
  if (dashboard.isPending) return <BillingSkeleton />;
  if (dashboard.isError) {
    // The admin status may be a few minutes old; the server's 403 has the last word.
    if (dashboard.error instanceof ApiError && dashboard.error.status === 403)
      return <BillingAccessRestricted />;
    return (
      <ErrorPanel
        title={BILLING_ERROR_TITLE}
        message={errorMessage(dashboard.error, DASHBOARD_FETCH_FAILED)}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  return <BillingDashboard dashboard={dashboard.data} />;
}

/** /billing (a public route): visitors are asked to sign in; the dashboard is for group admins. */
export function BillingPage() {
  const { isAuthenticated, loading } = useAuth();
  if (loading) return <PageSpinner label="Checking your session…" />;
  if (!isAuthenticated) return <BillingSignInPrompt />;
  return (
    <div className="mx-auto max-w-6xl">
      <BillingForUser />
    </div>
  );
}
