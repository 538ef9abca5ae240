import type { GolferStatus } from '@fairway/contract';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import type { Placing } from '../ranking';

/**
 * Gold, silver and bronze for the podium. Light fills with dark text keep their contrast in both
 * themes, so these do not switch with dark mode.
 */
const podium: Record<number, string> = {
  1: 'bg-[#e8c766] text-[#3a2c05] ring-[#c9a227]',
  2: 'bg-[#d9dee4] text-[#26303a] ring-[#a9b3bd]',
  3: 'bg-[#e6b189] text-[#3d2210] ring-[#c07f4f]',
};

/** The position column: a medal-coloured pill for the top three, plain figures below, the status for golfers out. */
export function PositionMark({ placing }: { placing: Placing }) {
  const medal = placing.rank !== null ? podium[placing.rank] : undefined;
  if (medal) {
    return (
      <span
        className={cn(
          'tabular inline-flex h-6 min-w-7 items-center justify-center rounded-full px-1.5 text-xs font-bold ring-1 ring-inset',
          medal,
        )}
      >
        {placing.label}
      </span>
    );
  }
  return (
    <span
      className={cn(
        'tabular',
        placing.rank === null ? 'text-xs font-semibold text-muted' : 'font-semibold',
      )}
    >
      {placing.label}
    </span>
  );
}

const statusLooks: Record<Exclude<GolferStatus, 'active'>, { tone: BadgeTone; meaning: string }> = {
  CUT: { tone: 'amber', meaning: 'Missed the cut' },
  WD: { tone: 'red', meaning: 'Withdrew' },
  DQ: { tone: 'red', meaning: 'Disqualified' },
};

export const statusMeaning = (status: Exclude<GolferStatus, 'active'>) =>
  statusLooks[status].meaning;

/** Golfers still playing get a quiet word; CUT, WD and DQ stand out as badges. */
export function GolferStatusBadge({ status }: { status: GolferStatus }) {
  if (status === 'active') return <span className="text-xs text-muted">Active</span>;
  const { tone, meaning } = statusLooks[status];
  return (
    <Badge tone={tone}>
      <abbr title={meaning} className="no-underline">
        {status}
      </abbr>
    </Badge>
  );
}
