import type { HistoryItem } from '@fairway/contract';
import { CalendarDays, Settings } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import {
  formatAverageScore,
  manageEntriesPath,
  tournamentHistoryPath,
  winnerPayout,
} from '../history-format';
import { WinnerLine } from './WinnerLine';

interface HistoryCardProps {
  item: HistoryItem;
  /** Manage Entries is for the platform administrator only (docs/rules.md, "CSV imports"). */
  canManageEntries: boolean;
}

/** One completed tournament: when, who won, how many played and how they scored on average. */
export function HistoryCard({ item, canManageEntries }: HistoryCardProps) {
  const titleId = useId();
  const average = formatAverageScore(item.averageScore);
  return (
    <Card className="flex h-full flex-col gap-4 p-5" aria-labelledby={titleId} role="article">
      <div className="space-y-1">
        <h3 id={titleId} className="break-words text-lg font-semibold">
          {item.name}
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          <time dateTime={item.startDate}>{formatDate(item.startDate)}</time>
        </p>
      </div>
      <WinnerLine winner={item.winner} payout={winnerPayout(item)} />
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-surface-2 px-4 py-3 text-sm">
        <div>
          <dt className="text-xs text-muted">Total entries</dt>
          <dd className="tabular text-base font-semibold">{item.totalEntries}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Average score</dt>
          <dd
            className={cn(
              'tabular text-base font-semibold',
              average.startsWith('-') && 'text-under-par',
            )}
          >
            {average}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink to={tournamentHistoryPath(item.id)} size="sm">
          View Details
        </ButtonLink>
        {canManageEntries && (
          <ButtonLink to={manageEntriesPath(item.id)} variant="secondary" size="sm">
            <Settings aria-hidden className="size-4" />
            Manage Entries
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
