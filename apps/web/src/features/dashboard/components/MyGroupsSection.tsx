import type { DashboardResponse } from '@fairway/contract';
import { ChevronRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/States';

type DashboardGroup = DashboardResponse['user']['groups'][number];

const GROUPS_SHOWN = 6;

/** The user's groups as cards; with none, the two ways to get one. */
export function MyGroupsSection({
  groups,
  onJoin,
}: {
  groups: DashboardGroup[];
  onJoin: () => void;
}) {
  return (
    <section aria-labelledby="my-groups" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="my-groups" className="text-lg font-semibold">
          My Groups
        </h2>
        {groups.length > 0 && (
          <Link to="/groups" className="text-sm font-semibold text-primary hover:underline">
            View all{groups.length > GROUPS_SHOWN ? ` ${groups.length}` : ''}
          </Link>
        )}
      </div>
      {groups.length === 0 ? (
        <EmptyState
          icon={<Users className="size-6" />}
          title="No groups yet"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <ButtonLink to="/groups/new">Create Group</ButtonLink>
              <Button variant="secondary" onClick={onJoin}>
                Join Group
              </Button>
            </div>
          }
        >
          Start a pool for your friends, or join one with the invite code its admin shared.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {groups.slice(0, GROUPS_SHOWN).map((group) => (
            <li key={group.id}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GroupCard({ group }: { group: DashboardGroup }) {
  return (
    <Link
      to={`/groups/${group.id}`}
      className="group flex h-full items-center gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-primary/40"
    >
      <span
        aria-hidden
        className="relative flex size-10 shrink-0 items-center justify-center rounded-xl bg-sand-soft font-semibold"
      >
        {group.name.charAt(0).toUpperCase()}
        {group.hasActiveTournament && (
          <span className="absolute -right-0.5 -top-0.5 size-3 rounded-full border-2 border-surface bg-success" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold group-hover:text-primary">{group.name}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {group.memberCount} member{group.memberCount === 1 ? '' : 's'}
          <Badge tone={group.role === 'admin' ? 'sand' : 'neutral'}>
            {group.role === 'admin' ? 'Admin' : 'Member'}
          </Badge>
          {group.hasActiveTournament && <span className="sr-only">Tournament in progress</span>}
        </span>
      </span>
      <ChevronRight aria-hidden className="size-4 text-muted" />
    </Link>
  );
}
