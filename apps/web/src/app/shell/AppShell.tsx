import { Suspense, lazy, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useIsPhone } from '../../hooks/useMediaQuery';
import { useAuth } from '../../lib/auth/AuthProvider';
import { cn } from '../../lib/cn';
import { BreadcrumbTrail } from './BreadcrumbTrail';
import { breadcrumbsFor } from './breadcrumbs';
import { SiteFooter } from './SiteFooter';
import { TopBar } from './TopBar';
import { useCrumbNames } from './useCrumbNames';
import { useLoginAfterExpiry } from './useLoginAfterExpiry';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { useSidebarCollapsed } from './useSidebarCollapsed';

// Visitors never see the sidebar, so its code loads only for signed-in users.
const Sidebar = lazy(() => import('./Sidebar').then((m) => ({ default: m.Sidebar })));

/** Screens that stand alone, without the sidebar. */
const NO_SIDEBAR_PATHS = [
  '/login',
  '/register',
  '/auth/callback',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
];

/** The app's frame; `isRoute` says which paths are screens (breadcrumbs link only to those). */
export function AppShell({ isRoute }: { isRoute: (path: string) => boolean }) {
  const { pathname } = useLocation();
  const { sessionExpected } = useAuth();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  useLoginAfterExpiry();
  const [mobileOpen, setMobileOpen] = useState(false);
  // The sidebar's space is there from the first paint while a stored session is checked, so
  // the page does not jump sideways when it is confirmed.
  const showSidebar = sessionExpected && !NO_SIDEBAR_PATHS.includes(pathname);
  // A phone has no room for the sidebar beside the page: it opens over it from the menu button,
  // and its code waits for that (not loaded, rendered and hidden during the page's first paint).
  const isPhone = useIsPhone();
  const crumbs = breadcrumbsFor(pathname, isRoute, useCrumbNames(pathname));
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        // Focus moves into the page (not only the scroll position), so the next Tab is its first link.
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopBar showMenuButton={showSidebar} onOpenMenu={() => setMobileOpen(true)} />
      {/* At least a screen tall below the top bar: the visitors' footer starts below the fold, so
          a page whose content arrives after a spinner does not push a visible footer down
          (Lighthouse counted that as layout shift on /demo and /leaderboard). */}
      <div className="flex min-h-[calc(100dvh-4rem)] flex-1">
        {showSidebar && !isPhone && (
          <aside className="sticky top-16 h-[calc(100dvh-4rem)] shrink-0">
            <Suspense
              fallback={
                <div
                  className={cn(
                    'h-full border-r border-line bg-surface',
                    collapsed ? 'w-16' : 'w-64',
                  )}
                />
              }
            >
              <Sidebar collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
            </Suspense>
          </aside>
        )}
        {showSidebar && mobileOpen && (
          <div
            className="fixed inset-0 z-40 sm:hidden"
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
          >
            <button
              type="button"
              aria-label="Close menu"
              className="absolute inset-0 bg-black/40"
              onClick={() => setMobileOpen(false)}
            />
            <div className="absolute inset-y-0 left-0 shadow-2xl">
              <Suspense fallback={null}>
                <Sidebar
                  collapsed={false}
                  onToggle={() => setMobileOpen(false)}
                  onNavigate={() => setMobileOpen(false)}
                />
              </Suspense>
            </div>
          </div>
        )}
        <main
          id="main"
          ref={main}
          tabIndex={-1}
          className={cn(
            'min-w-0 flex-1 focus:outline-none',
            showSidebar ? 'px-4 py-6 sm:px-8' : '',
          )}
        >
          {crumbs.length > 1 && (
            <BreadcrumbTrail
              crumbs={crumbs}
              className={cn(!showSidebar && 'mx-auto max-w-6xl px-4 pt-6 sm:px-6')}
            />
          )}
          <Outlet />
        </main>
      </div>
      {/* The landing page has its own footer; the sign-in screens stand alone. */}
      {!showSidebar && pathname !== '/' && !NO_SIDEBAR_PATHS.includes(pathname) && <SiteFooter />}
    </div>
  );
}
