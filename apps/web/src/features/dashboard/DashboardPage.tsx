import { CalendarDays, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/States';
import { useAuth } from '../../lib/auth/AuthProvider';
import { formatDateRange } from '../../lib/format';
import { leaderboardPath, useTournaments } from '../tournaments/api/tournaments';

const quickActions = [
  {
    to: '/groups',
    label: 'My Groups',
    description: 'Create a pool or join one with an invite code',
    icon: Users,
  },
  {
    to: '/leaderboard',
    label: 'Live Leaderboard',
    description: 'Follow every shot of the current event',
    icon: Trophy,
  },
  {
    to: '/tournaments',
    label: 'Season Schedule',
    description: 'Upcoming, live and completed tournaments',
    icon: CalendarDays,
  },
];

/**
 * The signed-in home. Groups, urgent deadlines and entries join it as the groups and game
 * steps land; the season is live already.
 */
export function DashboardPage() {
  const { user } = useAuth();
  const { data: tournaments, isPending } = useTournaments();
  const live = tournaments?.filter((t) => t.status === 'active') ?? [];
  const upcoming = tournaments?.filter((t) => t.status === 'upcoming') ?? [];
  const firstName = user?.name.split(' ')[0] ?? '';

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome back, {firstName}</h1>
        <p className="mt-1 text-muted">
          {isPending
            ? 'Loading the season…'
            : `${live.length} tournament${live.length === 1 ? '' : 's'} live now · ${upcoming.length} coming up`}
        </p>
      </header>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="sr-only">
          Quick actions
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {quickActions.map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-primary/40 hover:bg-primary-soft/40"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold group-hover:text-primary">{label}</span>
                  <span className="block text-sm text-muted">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="live-tournaments" className="space-y-3">
        <h2 id="live-tournaments" className="text-lg font-semibold">
          Live tournaments
        </h2>
        {isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : live.length === 0 ? (
          <p className="text-sm text-muted">No tournament is being played right now.</p>
        ) : (
          live.map((t) => (
            <Card key={t.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold">{t.name}</p>
                <p className="text-sm text-muted">
                  {t.location} · {formatDateRange(t.startDate, t.endDate)} · Round {t.round}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <Badge tone="live" pulse>
                  Live
                </Badge>
                <Link
                  to={leaderboardPath(t.id)}
                  className="text-sm font-semibold text-primary hover:underline"
                >
                  Leaderboard
                </Link>
              </div>
            </Card>
          ))
        )}
      </section>
    </div>
  );
}
