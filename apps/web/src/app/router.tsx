import {
  Navigate,
  createBrowserRouter,
  matchRoutes,
  useParams,
  type RouteObject,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchStandings } from '../features/standings';
import { RouteErrorScreen } from './ErrorBoundary';
import { RequireAdmin, RequireAuth } from './guards';
import { preloadHome } from './preload';
import { startsLoading, withQueryClient } from './route-data';
import { AppShell } from './shell/AppShell';

function JoinLinkRedirect() {
  const { inviteCode = '' } = useParams();
  return <Navigate to={`/groups/join/${encodeURIComponent(inviteCode)}`} replace />;
}

/**
 * A lazily loaded screen: each route's code arrives only when it is visited. Pages are imported
 * from their own module (features/<name>/<Name>Page.tsx), not from the feature's index.ts: the
 * shell imports some indexes statically, so a page exported there would join the main chunk.
 * The lint lets app/ do this and nothing else (eslint.config.js, docs/architecture.md).
 */
const page = <K extends string, M extends Record<K, React.ComponentType>>(
  load: () => Promise<M>,
  name: K,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

const publicRoutes: RouteObject[] = [
  {
    index: true,
    ...page(() => {
      preloadHome();
      return import('./HomePage');
    }, 'HomePage'),
  },
  { path: 'login', ...page(() => import('../features/auth/LoginPage'), 'LoginPage') },
  { path: 'register', ...page(() => import('../features/auth/RegisterPage'), 'RegisterPage') },
  {
    path: 'forgot-password',
    ...page(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  },
  {
    path: 'reset-password',
    ...page(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage'),
  },
  {
    path: 'verify-email',
    ...page(() => import('../features/auth/VerifyEmailPage'), 'VerifyEmailPage'),
  },
  {
    path: 'auth/callback',
    ...page(() => import('../features/auth/AuthCallbackPage'), 'AuthCallbackPage'),
  },
  { path: 'auth/error', ...page(() => import('../features/auth/AuthErrorPage'), 'AuthErrorPage') },
  {
    path: 'auth/diagnostic',
    ...page(() => import('../features/auth/AuthDiagnosticPage'), 'AuthDiagnosticPage'),
  },
  { path: 'auth/login', element: <Navigate to="/login" replace /> },
  // The 'Group Created' step displays invite links as /join/{code} (docs/rules.md, "Groups"); they lead to the real join page.
  { path: 'join/:inviteCode', element: <JoinLinkRedirect /> },
  // Public: a visitor sees which group the invite opens before signing in; the page itself
  // joins once they are signed in (docs/rules.md, "Groups").
  {
    path: 'groups/join/:inviteCode',
    ...page(() => import('../features/groups/JoinGroupPage'), 'JoinGroupPage'),
  },
  {
    path: 'leaderboard',
    ...page(() => import('../features/leaderboard/LeaderboardPage'), 'LeaderboardPage'),
  },
  {
    path: 'tournaments',
    ...page(() => import('../features/tournaments/TournamentsPage'), 'TournamentsPage'),
  },
  { path: 'features', ...page(() => import('../features/static/FeaturesPage'), 'FeaturesPage') },
  { path: 'terms', ...page(() => import('../features/static/TermsPage'), 'TermsPage') },
  { path: 'privacy', ...page(() => import('../features/static/PrivacyPage'), 'PrivacyPage') },
  { path: 'contact', ...page(() => import('../features/static/ContactPage'), 'ContactPage') },
  { path: 'demo', ...page(() => import('../features/demo/DemoPage'), 'DemoPage') },
  {
    path: 'demo/tournament/:tournamentId/standings',
    ...page(() => import('../features/demo/DemoStandingsPage'), 'DemoStandingsPage'),
  },
  { path: 'pricing', ...page(() => import('../features/billing/PricingPage'), 'PricingPage') },
  { path: 'billing', ...page(() => import('../features/billing/BillingPage'), 'BillingPage') },
  // An email's one-click unsubscribe link: works signed out too (docs/rules.md, "Reminders").
  {
    path: 'unsubscribe',
    ...page(() => import('../features/notices/UnsubscribePage'), 'UnsubscribePage'),
  },
];

const signedInRoutes: RouteObject[] = [
  { path: 'history', ...page(() => import('../features/history/HistoryPage'), 'HistoryPage') },
  {
    path: 'tournament/:tournamentId/history',
    ...page(() => import('../features/history/TournamentHistoryPage'), 'TournamentHistoryPage'),
  },
  { path: 'profile', ...page(() => import('../features/profile/ProfilePage'), 'ProfilePage') },
  { path: 'groups', ...page(() => import('../features/groups/GroupsPage'), 'GroupsPage') },
  {
    path: 'groups/new',
    ...page(() => import('../features/groups/CreateGroupPage'), 'CreateGroupPage'),
  },
  {
    path: 'groups/:groupId',
    ...page(() => import('../features/groups/GroupDetailPage'), 'GroupDetailPage'),
  },
  {
    path: 'groups/:groupId/tournaments',
    ...page(() => import('../features/game/GroupTournamentsPage'), 'GroupTournamentsPage'),
  },
  {
    path: 'groups/:groupId/tournament/:tournamentId/entry',
    ...page(() => import('../features/game/EntryFormPage'), 'EntryFormPage'),
  },
  {
    path: 'groups/:groupId/tournament/:tournamentId/entry/:entryId',
    ...page(() => import('../features/game/EntryFormPage'), 'EntryFormPage'),
  },
  {
    path: 'groups/:groupId/tournament/:tournamentId/standings',
    ...page(() => import('../features/standings/StandingsPage'), 'StandingsPage'),
    // A big pool's standings are the slowest thing a phone loads: they start with the code.
    loader: startsLoading(prefetchStandings),
  },
  {
    path: 'groups/:groupId/tournament/:tournamentId/my-entries',
    ...page(() => import('../features/game/MyEntriesPage'), 'MyEntriesPage'),
  },
  {
    path: 'groups/:groupId/tournament/:tournamentId/payments',
    ...page(() => import('../features/payments/PaymentsPage'), 'PaymentsPage'),
  },
  {
    path: 'groups/:groupId/admin',
    ...page(() => import('../features/group-admin/GroupAdminPage'), 'GroupAdminPage'),
  },
  {
    path: 'groups/:groupId/history',
    ...page(() => import('../features/history/GroupHistoryPage'), 'GroupHistoryPage'),
  },
  {
    path: 'groups/:groupId/financial-report',
    ...page(
      () => import('../features/financial-report/FinancialReportPage'),
      'FinancialReportPage',
    ),
  },
];

const adminRoutes: RouteObject[] = [
  { path: 'admin', ...page(() => import('../features/platform-admin/AdminPage'), 'AdminPage') },
  {
    path: 'admin/tournament/:tournamentId/tiers',
    ...page(() => import('../features/admin-tiers/TierManagementPage'), 'TierManagementPage'),
  },
  {
    path: 'admin/tournament/:tournamentId/entries',
    ...page(
      () => import('../features/admin-entries/TournamentEntriesPage'),
      'TournamentEntriesPage',
    ),
  },
  {
    path: 'admin/historical',
    ...page(
      () => import('../features/platform-admin/HistoricalUploadPage'),
      'HistoricalUploadPage',
    ),
  },
  {
    path: 'test-sentry',
    ...page(() => import('../features/test-sentry/TestSentryPage'), 'TestSentryPage'),
  },
];

export const routes: RouteObject[] = [
  {
    element: <AppShell isRoute={isDefinedRoute} />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: signedInRoutes },
      { element: <RequireAdmin />, children: adminRoutes },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Paths already looked up: the table never changes, and matching walks all of it. */
const definedPaths = new Map<string, boolean>();

/**
 * True when `path` opens a screen of its own (the catch-all that sends unknown paths home does
 * not count). Asked for every breadcrumb on every render of the shell, so each answer is kept.
 */
export function isDefinedRoute(path: string): boolean {
  let defined = definedPaths.get(path);
  if (defined === undefined) {
    const deepest = matchRoutes(routes, path)?.at(-1);
    defined = deepest !== undefined && deepest.route.path !== '*';
    definedPaths.set(path, defined);
  }
  return defined;
}

export const createRouter = (queryClient: QueryClient) =>
  createBrowserRouter(routes, { getContext: withQueryClient(queryClient) });
