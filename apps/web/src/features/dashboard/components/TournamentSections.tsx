import type { DashboardResponse } from '@fairway/contract';
import { CalendarClock, ChevronRight, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/States';
import { formatDate } from '../../../lib/format';
import { Countdown } from '../../../components/Countdown';
import { HOUR_MS } from '../../../lib/countdown';
import { LiveEntryCard } from '../../my-entry';
import { entriesLabel, groupTournamentsPath, standingsPath } from '../dashboard-text';

type DashboardItem = DashboardResponse['liveTournaments'][number];

/** The entry form and status badge warn a day ahead. */
const DEADLINE_WARNING_MS = 24 * HOUR_MS;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const itemKey = (item: DashboardItem) => `${item.group.id}-${item.tournament.id}`;
const rowClass =
  'group flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-primary/40';

/**
 * Tournaments being played in the user's groups, each opening the group's standings. Where the
 * user has an entry, its card says how it stands (rank, chances, payout, whom to root for).
 */
export function LiveTournaments({ items }: { items: DashboardItem[] }) {
  return (
    <Section id="live-tournaments" title="Live Tournaments">
      {items.length === 0 ? (
        <EmptyState
          icon={<Radio className="size-6" />}
          title="No live tournaments"
          className="py-8"
          action={
            <ButtonLink to="/leaderboard" variant="secondary" size="sm">
              Open the leaderboard
            </ButtonLink>
          }
        >
          When a tournament your groups play tees off, its standings show up here.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {items.map((item) =>
            item.entries > 0 ? (
              <li key={itemKey(item)}>
                <LiveEntryCard
                  groupId={item.group.id}
                  tournamentId={item.tournament.id}
                  tournamentName={item.tournament.name}
                  groupName={item.group.name}
                  round={item.tournament.round}
                  entryCount={item.entries}
                  standingsTo={standingsPath(item.group.id, item.tournament.id)}
                />
              </li>
            ) : (
              <li key={itemKey(item)}>
                <Link to={standingsPath(item.group.id, item.tournament.id)} className={rowClass}>
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold group-hover:text-primary">
                        {item.tournament.name}
                      </span>
                      <Badge tone="live" pulse>
                        Live
                      </Badge>
                    </span>
                    <span className="block text-sm text-muted">
                      {item.group.name} · Round {item.tournament.round} ·{' '}
                      {entriesLabel(item.entries)}
                    </span>
                  </span>
                  <span className="hidden text-sm font-semibold text-primary sm:inline">
                    Standings
                  </span>
                  <ChevronRight aria-hidden className="size-4 text-muted" />
                </Link>
              </li>
            ),
          )}
        </ul>
      )}
    </Section>
  );
}

/** Tournaments coming up in the user's groups, with the time left to enter. */
export function UpcomingTournaments({ items }: { items: DashboardItem[] }) {
  return (
    <Section id="upcoming-tournaments" title="Upcoming Tournaments">
      {items.length === 0 ? (
        <EmptyState
          icon={<CalendarClock className="size-6" />}
          title="No upcoming tournaments"
          className="py-8"
          action={
            <ButtonLink to="/tournaments" variant="secondary" size="sm">
              See the season schedule
            </ButtonLink>
          }
        >
          A group admin adds tournaments to a group from its admin page; they appear here with their
          entry deadlines.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={itemKey(item)} className="rounded-2xl border border-line bg-surface p-4">
              <Link
                to={groupTournamentsPath(item.group.id)}
                className="group flex items-center gap-3"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold group-hover:text-primary">
                      {item.tournament.name}
                    </span>
                    {!item.tournament.isActive && <Badge tone="neutral">Entries Closed</Badge>}
                  </span>
                  <span className="block text-sm text-muted">
                    {item.group.name} · Starts {formatDate(item.tournament.startDate)} ·{' '}
                    {entriesLabel(item.entries)}
                  </span>
                </span>
                <ChevronRight aria-hidden className="size-4 text-muted" />
              </Link>
              <div className="mt-2">
                <Countdown
                  deadline={item.tournament.entryDeadline}
                  warningMs={DEADLINE_WARNING_MS}
                  entriesEnabled={item.tournament.isActive}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
