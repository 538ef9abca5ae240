import { Skeleton } from '../../../components/ui/States';

/** The page's shape while standings load: header, then table rows. */
export function StandingsSkeleton() {
  return (
    <div role="status" aria-label="Loading standings">
      <div className="mb-6 space-y-3">
        <Skeleton className="h-8 w-44" />
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-5 w-60 max-w-full" />
      </div>
      <div className="space-y-px overflow-hidden rounded-2xl border border-line bg-surface">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="flex items-center gap-4 px-4 py-3">
            <Skeleton className="h-5 w-8" />
            <Skeleton className="h-5 w-32" />
            <Skeleton className="hidden h-5 flex-1 sm:block" />
            <Skeleton className="ml-auto h-5 w-10" />
          </div>
        ))}
      </div>
    </div>
  );
}
