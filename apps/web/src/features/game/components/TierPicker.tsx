import type { TierGolfer } from '@fairway/contract';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Card } from '../../../components/ui/Card';
import { inputClass } from '../../../components/ui/Field';
import { cn } from '../../../lib/cn';
import { filterGolfers } from '../utils/golfers';
import type { TierNumber } from '../utils/selection';
import { GolferButton } from './GolferButton';

/** Below this many golfers a search box is more clutter than help. */
const SEARCH_FROM = 9;

/** One tier's golfers to pick from: one for tiers 1-3, two for tier 4. */
export function TierPicker({
  tier,
  golfers,
  picked,
  onToggle,
}: {
  tier: TierNumber;
  golfers: readonly TierGolfer[];
  picked: readonly number[];
  onToggle: (golferId: number) => void;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const headingId = useId();
  const needed = tier === 4 ? 2 : 1;
  const shown = filterGolfers(golfers, query);
  const full = picked.length >= needed;

  return (
    <Card role="group" aria-labelledby={headingId} className="p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          Tier {tier}
        </h2>
        <p className={cn('tabular text-sm', full ? 'font-semibold text-primary' : 'text-muted')}>
          {needed === 1 ? 'Pick 1' : 'Pick 2'} · {picked.length}/{needed} selected
        </p>
      </div>
      {tier === 4 && full && (
        <p className="mb-3 text-xs text-muted">Both picks made: tap a pick to swap it out.</p>
      )}
      {golfers.length >= SEARCH_FROM && (
        <div className="relative mb-3">
          <label htmlFor={searchId} className="sr-only">
            Search tier {tier}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search golfers"
            autoComplete="off"
            className={cn(inputClass(), 'h-11 pl-9')}
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted">No golfer matches “{query.trim()}”.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:max-h-[30rem] lg:overflow-y-auto lg:p-0.5">
          {shown.map((golfer) => (
            <li key={golfer.id}>
              <GolferButton
                golfer={golfer}
                selected={picked.includes(golfer.id)}
                onToggle={() => onToggle(golfer.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
