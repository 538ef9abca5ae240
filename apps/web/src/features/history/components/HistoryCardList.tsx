import type { HistoryItem } from '@fairway/contract';
import { Skeleton } from '../../../components/ui/States';
import { HistoryCard } from './HistoryCard';

const cardGrid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function HistoryCardList({
  items,
  canManageEntries,
}: {
  items: HistoryItem[];
  canManageEntries: boolean;
}) {
  return (
    <ul className={cardGrid} aria-label="Completed tournaments">
      {items.map((item) => (
        <li key={item.id}>
          <HistoryCard item={item} canManageEntries={canManageEntries} />
        </li>
      ))}
    </ul>
  );
}

export function HistoryListSkeleton() {
  return (
    <div role="status" aria-label="Loading tournament history" className={cardGrid}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-64 rounded-2xl" />
      ))}
    </div>
  );
}
