import { Skeleton } from '../../../components/ui/States';

export function AdminSkeleton() {
  return (
    <div role="status" aria-label="Loading group management" className="space-y-4">
      <Skeleton className="h-16 rounded-2xl" />
      <Skeleton className="h-40 rounded-2xl" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}
