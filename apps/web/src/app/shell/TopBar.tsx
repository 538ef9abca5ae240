import { Menu as MenuIcon } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth/AuthProvider';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

// Only signed-in users have the menu; visitors never download its code.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

export function TopBar({
  onOpenMenu,
  showMenuButton,
}: {
  onOpenMenu: () => void;
  showMenuButton: boolean;
}) {
  const { user, isAuthenticated } = useAuth();

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
      <div className="ml-auto flex items-center gap-2">
        <ThemeToggle />
        {isAuthenticated && user ? (
          <Suspense fallback={<span className="size-9" />}>
            <UserMenu />
          </Suspense>
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
