import { Skeleton } from '../../../components/ui/States';

/** The page's shape while the tournament and its field load: header, search box, then rows. */
export function LeaderboardSkeleton() {
  return (
    <div role="status" aria-label="Loading leaderboard">
      <div className="mb-6 space-y-3">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-4 w-56 max-w-full" />
      </div>
      <Skeleton className="mb-3 h-10 w-full sm:w-80" />
      <div className="space-y-px overflow-hidden rounded-2xl border border-line bg-surface">
        {Array.from({ length: 10 }, (_, index) => (
          <div key={index} className="flex items-center gap-4 px-4 py-3">
            <Skeleton className="h-5 w-8" />
            <Skeleton className="h-5 w-40" />
            <Skeleton className="ml-auto h-5 w-10" />
            <Skeleton className="hidden h-5 w-48 sm:block" />
          </div>
        ))}
      </div>
    </div>
  );
}
