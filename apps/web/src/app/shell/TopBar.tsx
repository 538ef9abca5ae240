import { Menu as MenuIcon } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';
import { VerifyEmailReminder } from './VerifyEmailReminder';

// Only signed-in users have the menu and the bell; visitors never download their code.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const NoticesBell = lazy(() =>
  import('../../features/notices').then((m) => ({ default: m.NoticesBell })),
);

export function TopBar({
  onOpenMenu,
  showMenuButton,
}: {
  onOpenMenu: () => void;
  showMenuButton: boolean;
}) {
  const { user, isAuthenticated, sessionExpected } = useAuth();
  // The user menu's size while its code or the session check is on the way: the buttons
  // beside it stay where they are when it arrives.
  const menuPlaceholder = <span aria-hidden className="block h-[2.375rem] w-[4.25rem]" />;

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line bg-surface/90 px-4 backdrop-blur sm:px-6">
      {showMenuButton && (
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open menu"
          className="rounded-lg p-2 text-muted hover:bg-surface-2 sm:hidden"
        >
          <MenuIcon className="size-5" />
        </button>
      )}
      <Logo />
      {/* Tighter on a phone: the email reminder, the bell, the theme and the menu fit in 375 px. */}
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {isAuthenticated && <VerifyEmailReminder />}
        {isAuthenticated && user && (
          // The bell's size while its code arrives: nothing beside it moves.
          <Suspense fallback={<span aria-hidden className="block size-9" />}>
            <NoticesBell />
          </Suspense>
        )}
        <ThemeToggle />
        {isAuthenticated && user ? (
          <Suspense fallback={menuPlaceholder}>
            <UserMenu />
          </Suspense>
        ) : sessionExpected ? (
          menuPlaceholder
        ) : (
          <>
            <Link
              to="/login"
              className="rounded-lg px-3 py-2 text-sm font-semibold text-ink hover:bg-surface-2"
            >
              Login
            </Link>
            <ButtonLink to="/register" size="sm">
              Get Started
            </ButtonLink>
          </>
        )}
      </div>
    </header>
  );
}
