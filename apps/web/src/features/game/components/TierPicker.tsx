import type { TierGolfer } from '@fairway/contract';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';
import { filterGolfers } from '../utils/golfers';
import { listMove } from '../utils/list-keys';
import type { TierNumber } from '../utils/selection';
import { GolferButton } from './GolferButton';
import { GolferSearchInput } from './GolferSearchInput';

/** Below this many golfers a search box is more clutter than help. */
const SEARCH_FROM = 9;

/**
 * One tier's golfers to pick from: one for tiers 1-3, two for tier 4. The list is one tab stop
 * (the golfer last focused, else the first pick, else the first golfer): arrow keys move
 * within it and Space or Enter picks, so a whole entry takes a few dozen key presses, not the
 * hundred Tabs a 40-golfer tier 4 would.
 */
export function TierPicker({
  tier,
  golfers,
  picked,
  onToggle,
  locked = false,
}: {
  tier: TierNumber;
  golfers: readonly TierGolfer[];
  picked: readonly number[];
  onToggle: (golferId: number) => void;
  /** Entries are closed: the golfers are only read (the form's fieldset disables them). */
  locked?: boolean;
}) {
  const [query, setQuery] = useState('');
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const headingId = useId();
  const needed = tier === 4 ? 2 : 1;
  const shown = filterGolfers(golfers, query);
  const full = picked.length >= needed;
  const tabStop =
    shown.find((golfer) => golfer.id === focusedId)?.id ??
    shown.find((golfer) => picked.includes(golfer.id))?.id ??
    shown[0]?.id;

  function move(event: KeyboardEvent<HTMLUListElement>) {
    const at = shown.findIndex((golfer) => golfer.id === tabStop);
    const to = listMove(event, at, shown.length);
    if (to === null) return;
    event.preventDefault();
    const next = shown[to]!;
    setFocusedId(next.id);
    buttons.current.get(next.id)?.focus();
  }

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
      <p className="mb-3 text-xs text-muted">
        Odds to win beside each name.
        <span className="hidden sm:inline"> Arrow keys move through the list; Space picks.</span>
      </p>
      {tier === 4 && full && (
        <p className="mb-3 text-xs text-muted">Both picks made: tap a pick to swap it out.</p>
      )}
      {golfers.length >= SEARCH_FROM && (
        <div className="mb-3">
          <GolferSearchInput label={`Search tier ${tier}`} value={query} onChange={setQuery} />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted">No golfer matches “{query.trim()}”.</p>
      ) : (
        <ul
          onKeyDown={move}
          aria-label={`Tier ${tier} golfers`}
          className={cn(
            'grid gap-2 sm:grid-cols-2',
            // At a desk a long tier scrolls in its own box while picks are made (its golfers
            // take the keyboard there). Closed, the golfers cannot take focus, so nothing
            // could scroll the box by keyboard: the tier is shown whole, to read.
            !locked && 'lg:max-h-[30rem] lg:overflow-y-auto lg:p-1',
          )}
        >
          {shown.map((golfer) => (
            <li key={golfer.id}>
              <GolferButton
                ref={(button) => {
                  if (button) buttons.current.set(golfer.id, button);
                  else buttons.current.delete(golfer.id);
                }}
                golfer={golfer}
                selected={picked.includes(golfer.id)}
                tabIndex={golfer.id === tabStop ? 0 : -1}
                onFocus={() => setFocusedId(golfer.id)}
                onToggle={() => onToggle(golfer.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
