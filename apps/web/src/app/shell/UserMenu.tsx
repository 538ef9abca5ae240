import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Shield, User } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/AuthProvider';
import { SignOutConfirm } from './SignOutConfirm';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2';

/** The signed-in user's menu: Admin Dashboard (user 1), Profile, Sign Out. */
export function UserMenu() {
  const { user, isPlatformAdmin } = useAuth();
  const navigate = useNavigate();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  if (!user) return null;
  return (
    <>
      <Menu.Root>
        {/* Named by what it shows (WCAG 2.5.3, "label in name"): the person's name, then what
            the button is, so "click Ann Smith" works by voice. No aria-label: it would replace
            the name shown, and axe counts the avatar's initial as shown text beside it. */}
        <Menu.Trigger className="flex items-center gap-2 rounded-full border border-line py-1 pl-1 pr-2 text-sm hover:bg-surface-2">
          <span
            aria-hidden
            className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-bold text-on-primary"
          >
            {user.name.charAt(0).toUpperCase()}
          </span>
          {/* Shown from sm up; on a phone only the initial shows, and the name is still read. */}
          <span className="sr-only sm:not-sr-only">
            <span className="block max-w-32 truncate font-medium">{user.name}</span>
          </span>
          <span className="sr-only"> (user menu)</span>
          <ChevronDown aria-hidden className="size-4 text-muted" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-48 rounded-xl border border-line bg-surface p-1 shadow-xl"
          >
            {isPlatformAdmin && (
              <Menu.Item className={itemClass} onSelect={() => navigate('/admin')}>
                <Shield className="size-4" /> Admin Dashboard
              </Menu.Item>
            )}
            <Menu.Item className={itemClass} onSelect={() => navigate('/profile')}>
              <User className="size-4" /> Profile
            </Menu.Item>
            <Menu.Separator className="my-1 h-px bg-line" />
            <Menu.Item className={itemClass} onSelect={() => setConfirmingSignOut(true)}>
              <LogOut className="size-4" /> Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <SignOutConfirm open={confirmingSignOut} onOpenChange={setConfirmingSignOut} />
    </>
  );
}
