import { BarChart3, KeyRound, Plus, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const tileClass =
  'group flex h-full w-full items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-left transition-colors hover:border-primary/40 hover:bg-primary-soft/40';

function TileContent({
  icon: Icon,
  label,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  hint: ReactNode;
}) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold group-hover:text-primary">{label}</span>
        <span className="block text-sm text-muted">{hint}</span>
      </span>
    </>
  );
}

/** Shortcuts: join by code (a dialog), create a group, the group list and the leaderboard. */
export function QuickActions({ onJoin }: { onJoin: () => void }) {
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="sr-only">
        Quick actions
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <li>
          <button type="button" onClick={onJoin} className={tileClass}>
            <TileContent icon={KeyRound} label="Join Group" hint="Have an invite code?" />
          </button>
        </li>
        <li>
          <Link to="/groups/new" className={tileClass}>
            <TileContent icon={Plus} label="Create Group" hint="Start a pool for your friends" />
          </Link>
        </li>
        <li>
          <Link to="/groups" className={tileClass}>
            <TileContent icon={Users} label="My Groups" hint="Every pool you play in" />
          </Link>
        </li>
        <li>
          <Link to="/leaderboard" className={tileClass}>
            <TileContent icon={BarChart3} label="Leaderboard" hint="Follow the tournament live" />
          </Link>
        </li>
      </ul>
    </section>
  );
}
