import { Suspense, lazy } from 'react';
import { PageSpinner } from '../components/ui/Spinner';
import { useAuth } from '../lib/auth/AuthProvider';
import { loadDashboardPage } from './preload';

const LandingPage = lazy(() =>
  import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const DashboardPage = lazy(() => loadDashboardPage().then((m) => ({ default: m.DashboardPage })));

/**
 * "/": the dashboard for signed-in users, the landing page for visitors. Each is loaded lazily
 * from its page module, as the router loads pages (see router.tsx).
 */
export function HomePage() {
  const { sessionExpected, loading } = useAuth();
  // A stored session shows the dashboard at once, its data loading beside the session check
  // (a refused token ends the session and shows the landing page).
  if (loading && !sessionExpected) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      {sessionExpected ? <DashboardPage /> : <LandingPage />}
    </Suspense>
  );
}
