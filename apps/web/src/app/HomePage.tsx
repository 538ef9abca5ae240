import { Suspense, lazy } from 'react';
import { PageSpinner } from '../components/ui/Spinner';
import { useAuth } from '../lib/auth/AuthProvider';

const LandingPage = lazy(() =>
  import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);

/**
 * "/": the dashboard for signed-in users, the landing page for visitors. Each is loaded lazily
 * from its page module, as the router loads pages (see router.tsx).
 */
export function HomePage() {
  const { isAuthenticated, loading } = useAuth();
  if (loading) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      {isAuthenticated ? <DashboardPage /> : <LandingPage />}
    </Suspense>
  );
}
