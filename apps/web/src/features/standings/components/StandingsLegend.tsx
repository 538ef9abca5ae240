import { Clock } from 'lucide-react';
import { formatShortDateTime } from '../../../lib/times';

/** Under the table: what "F" means, how fresh the scores are and how they stay fresh. */
export function StandingsLegend({
  lastUpdated,
  live,
}: {
  lastUpdated: string | null;
  live: boolean;
}) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
      <span>F = Finished round</span>
      <span className="flex items-center gap-1.5">
        <Clock aria-hidden className="size-3.5 shrink-0" />
        {lastUpdated ? (
          <span>
            Last updated <time dateTime={lastUpdated}>{formatShortDateTime(lastUpdated)}</time>
          </span>
        ) : (
          <span>No scores posted yet</span>
        )}
      </span>
      {live && <span>Updates as scores come in (at least every 5 minutes)</span>}
    </p>
  );
}
