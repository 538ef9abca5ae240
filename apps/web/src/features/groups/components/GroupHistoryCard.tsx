import { ChevronRight, History } from 'lucide-react';
import { Link } from 'react-router';

/** The way into the group's past tournaments, winners and results. */
export function GroupHistoryCard({ groupId }: { groupId: number }) {
  return (
    <Link
      to={`/groups/${groupId}/history`}
      className="group flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-primary/40 hover:bg-surface-2"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sand-soft text-[#7a5c1e] dark:text-sand">
        <History aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold group-hover:text-primary">Group History</span>
        <span className="block text-sm text-muted">Past tournaments, winners and results</span>
      </span>
      <ChevronRight
        aria-hidden
        className="size-4 text-muted transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}
