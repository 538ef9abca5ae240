import {
  BarChart3,
  ChevronsLeft,
  ChevronsRight,
  Home,
  LogOut,
  Receipt,
  Shield,
  User,
  Users,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../lib/auth/AuthProvider';
import { cn } from '../../lib/cn';
import { useAdminStatus } from '../../features/billing';
import { useGroups } from '../../features/groups';
import { PaymentDetailsDialog } from '../../features/payment-details';
import { leaderboardPath, useTournaments } from '../../features/tournaments';
import { SignOutConfirm } from './SignOutConfirm';

/** The sidebar lists 5 groups (3 when collapsed) and 3 live tournaments. */
const GROUPS_SHOWN = 5;
const GROUPS_SHOWN_COLLAPSED = 3;
const LIVE_TOURNAMENTS_SHOWN = 3;

const sectionTitle = 'px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted';

/** The user's first groups, each with its member count and a green dot while a tournament is on. */
function SidebarGroups({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const groups = useGroups().data ?? [];
  if (groups.length === 0) return null;
  const shown = groups.slice(0, collapsed ? GROUPS_SHOWN_COLLAPSED : GROUPS_SHOWN);
  return (
    <section aria-label="Your groups">
      {!collapsed && <h2 className={sectionTitle}>Groups</h2>}
      <ul className="space-y-1">
        {shown.map((group) => {
          const members = `${group.memberCount} member${group.memberCount === 1 ? '' : 's'}`;
          return (
            <li key={group.id}>
              <NavLink
                to={`/groups/${group.id}`}
                onClick={onNavigate}
                title={collapsed ? `${group.name} (${members})` : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm',
                    isActive ? 'bg-primary-soft text-primary' : 'text-ink hover:bg-surface-2',
                    collapsed && 'justify-center px-0',
                  )
                }
              >
                <span
                  aria-hidden
                  className="relative flex size-6 shrink-0 items-center justify-center rounded-md bg-sand-soft text-xs font-semibold text-ink"
                >
                  {group.name.charAt(0).toUpperCase()}
                  {group.hasActiveTournament && (
                    <span className="absolute -right-1 -top-1 size-2.5 rounded-full border-2 border-surface bg-success" />
                  )}
                </span>
                <span className={cn('min-w-0 flex-1 truncate', collapsed && 'sr-only')}>
                  {group.name}
                </span>
                <span className={cn('text-xs text-muted tabular', collapsed && 'sr-only')}>
                  <span aria-hidden>{group.memberCount}</span>
                  <span className="sr-only">{members}</span>
                </span>
                {group.hasActiveTournament && (
                  <span className="sr-only">, tournament in progress</span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
      {groups.length > GROUPS_SHOWN && (
        <Link
          to="/groups"
          onClick={onNavigate}
          title={collapsed ? 'View all groups' : undefined}
          className={cn(
            'mt-1 block rounded-lg px-3 py-1.5 text-xs font-semibold text-primary hover:bg-surface-2',
            collapsed && 'px-0 text-center',
          )}
        >
          {collapsed ? (
            <>
              <span aria-hidden>All</span>
              <span className="sr-only">View all groups</span>
            </>
          ) : (
            'View all'
          )}
        </Link>
      )}
    </section>
  );
}

interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

export function Sidebar({ collapsed, onToggle, onNavigate }: SidebarProps) {
  const { isPlatformAdmin } = useAuth();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const [editingPaymentDetails, setEditingPaymentDetails] = useState(false);
  // Billing is for group admins only (docs/rules.md, "The platform fee"); while unknown or failed,
  // it stays hidden.
  const isGroupAdmin = useAdminStatus().data?.is_group_admin === true;
  const live = (useTournaments().data ?? [])
    .filter((t) => t.status === 'active')
    .slice(0, LIVE_TOURNAMENTS_SHOWN);

  const nav = [
    { to: '/', label: 'Home', icon: Home, end: true },
    { to: '/groups', label: 'My Groups', icon: Users },
    { to: '/leaderboard', label: 'Leaderboard', icon: BarChart3 },
    ...(isGroupAdmin ? [{ to: '/billing', label: 'Billing', icon: Receipt }] : []),
    ...(isPlatformAdmin ? [{ to: '/admin', label: 'Admin', icon: Shield }] : []),
  ];

  return (
    <nav
      aria-label="Main"
      className={cn(
        'flex h-full flex-col border-r border-line bg-surface',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div className="flex-1 space-y-6 overflow-y-auto px-2 py-4">
        <ul className="space-y-1">
          {nav.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-primary-soft text-primary'
                      : 'text-muted hover:bg-surface-2 hover:text-ink',
                    collapsed && 'justify-center px-0',
                  )
                }
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                <span className={cn(collapsed && 'sr-only')}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>

        <SidebarGroups collapsed={collapsed} onNavigate={onNavigate} />

        {live.length > 0 && (
          <section aria-label="Live tournaments">
            {!collapsed && <h2 className={sectionTitle}>Live now</h2>}
            <ul className="space-y-1">
              {live.map((t) => (
                <li key={t.id}>
                  <Link
                    to={leaderboardPath(t.id)}
                    onClick={onNavigate}
                    title={t.name}
                    className={cn(
                      'flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm hover:bg-surface-2',
                      collapsed && 'justify-center px-0',
                    )}
                  >
                    <span
                      aria-hidden
                      className="size-2 shrink-0 rounded-full bg-danger motion-safe:animate-pulse"
                    />
                    <span className={cn('truncate', collapsed && 'sr-only')}>{t.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <div className="space-y-1 border-t border-line px-2 py-3">
        <NavLink
          to="/profile"
          onClick={onNavigate}
          title={collapsed ? 'Profile' : undefined}
          className={cn(
            'flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface-2 hover:text-ink',
            collapsed && 'justify-center px-0',
          )}
        >
          <User aria-hidden className="size-5" />
          <span className={cn(collapsed && 'sr-only')}>Profile</span>
        </NavLink>
        {/* Opens in place, without onNavigate: closing the mobile drawer would unmount the dialog. */}
        <button
          type="button"
          onClick={() => setEditingPaymentDetails(true)}
          title={collapsed ? 'Payment Details' : undefined}
          className={cn(
            'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface-2 hover:text-ink',
            collapsed && 'justify-center px-0',
          )}
        >
          <Wallet aria-hidden className="size-5" />
          <span className={cn(collapsed && 'sr-only')}>Payment Details</span>
        </button>
        <button
          type="button"
          onClick={() => setConfirmingSignOut(true)}
          title={collapsed ? 'Sign Out' : undefined}
          className={cn(
            'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface-2 hover:text-ink',
            collapsed && 'justify-center px-0',
          )}
        >
          <LogOut aria-hidden className="size-5" />
          <span className={cn(collapsed && 'sr-only')}>Sign Out</span>
        </button>
        <button
          type="button"
          onClick={onToggle}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className="hidden w-full items-center justify-center rounded-lg py-2 text-muted hover:bg-surface-2 sm:flex"
        >
          {collapsed ? <ChevronsRight className="size-4" /> : <ChevronsLeft className="size-4" />}
        </button>
        {!collapsed && (
          <p className="flex gap-3 px-3 pt-2 text-xs text-muted">
            <Link to="/terms" onClick={onNavigate} className="hover:text-ink">
              Terms
            </Link>
            <Link to="/privacy" onClick={onNavigate} className="hover:text-ink">
              Privacy
            </Link>
            <Link to="/contact" onClick={onNavigate} className="hover:text-ink">
              Contact
            </Link>
          </p>
        )}
      </div>

      <PaymentDetailsDialog open={editingPaymentDetails} onOpenChange={setEditingPaymentDetails} />
      <SignOutConfirm
        open={confirmingSignOut}
        onOpenChange={setConfirmingSignOut}
        onSignedOut={onNavigate}
      />
    </nav>
  );
}
