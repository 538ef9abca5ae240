import type { PickPopularity } from '@fairway/contract';
import { useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/Card';

/** The golfers listed before "Show all". */
const SHOWN = 10;

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Who the group picked, most picked first, with each golfer's share of the entries; shown only
 * once play has started (the server sends nothing before). Commissioners used to tally this by
 * hand.
 */
export function PopularityCard({
  popularity,
  entryCount,
  uniqueCount,
}: {
  popularity: PickPopularity[];
  entryCount: number;
  /** Golfers only one entry holds (uniquePicks). */
  uniqueCount: number;
}) {
  // The rest of a big field (over a hundred golfers, a thousand elements) is only built once
  // asked for: the card sits below the standings and must not slow their first paint.
  const [showingAll, setShowingAll] = useState(false);
  if (popularity.length === 0) return null;
  const list = (golfers: PickPopularity[]) => (
    <ol className="space-y-2">
      {golfers.map((golfer) => (
        <li key={golfer.golferId} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-words font-medium">{golfer.name}</span>
            <span className="tabular shrink-0 text-muted">
              {percent(golfer.share)}
              <span className="sr-only">
                {' '}
                of entries ({golfer.entries} of {entryCount})
              </span>
            </span>
          </div>
          <div aria-hidden className="mt-1 h-1.5 rounded-full bg-surface-2">
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: percent(golfer.share) }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
  return (
    <Card>
      <section aria-label="Most picked golfers">
        <CardHeader
          title="Most Picked"
          description={`${popularity.length} golfers picked across ${entryCount} ${
            entryCount === 1 ? 'entry' : 'entries'
          }${uniqueCount > 0 ? ` · ${uniqueCount} unique` : ''}`}
        />
        <div className="space-y-3 px-5 py-4">
          {list(popularity.slice(0, SHOWN))}
          {popularity.length > SHOWN && (
            <details onToggle={(event) => setShowingAll(event.currentTarget.open)}>
              <summary className="cursor-pointer text-sm font-medium text-primary">
                Show all {popularity.length} golfers
              </summary>
              {showingAll && <div className="mt-3">{list(popularity.slice(SHOWN))}</div>}
            </details>
          )}
        </div>
      </section>
    </Card>
  );
}
