import type { TierGolfer } from '@fairway/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { filterGolfers, formatOdds, spokenOdds } from '../utils/golfers';
import { listMove } from '../utils/list-keys';
import { GolferButton } from './GolferButton';
import { GolferSearchInput } from './GolferSearchInput';

/** The list's first choice, "No alternate", has this id in the roving tab stop. */
const NONE = 0;

/**
 * The entry's alternate, where the group allows one (docs/rules.md, "Withdrawal protection"):
 * any tier 4 golfer not already picked. The choice shows with its odds; "Choose" opens a
 * searchable list of the eligible golfers with their odds (one tab stop: arrow keys move,
 * Enter or Space chooses, Escape closes), and choosing closes it with focus back on the button.
 */
export function AlternateField({
  golfers,
  picked,
  value,
  onChange,
  disabled,
}: {
  golfers: TierGolfer[];
  /** The two tier 4 picks, which cannot be the alternate too. */
  picked: readonly (number | null)[];
  value: number | null;
  onChange: (golferId: number | null) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const ids = useId();
  const eligible = golfers.filter((golfer) => !picked.includes(golfer.id));
  const chosen = eligible.find((golfer) => golfer.id === value) ?? null;
  const shown = filterGolfers(eligible, query);
  // "No alternate" first, then the golfers the search leaves.
  const order = [NONE, ...shown.map((golfer) => golfer.id)];
  // The list's one tab stop: the golfer last focused, else the choice, else "No alternate"
  // (whichever the search still shows).
  const tabStop = [focusedId, chosen?.id].find((id) => id != null && order.includes(id)) ?? NONE;

  function close() {
    setOpen(false);
    setQuery('');
    setFocusedId(null);
    toggle.current?.focus();
  }

  function choose(golferId: number | null) {
    onChange(golferId);
    close();
  }

  function move(event: KeyboardEvent<HTMLUListElement>) {
    const to = listMove(event, order.indexOf(tabStop), order.length);
    if (to === null) return;
    event.preventDefault();
    setFocusedId(order[to]!);
    buttons.current.get(order[to]!)?.focus();
  }

  const keep = (id: number) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(id, button);
    else buttons.current.delete(id);
  };

  return (
    <div
      role="group"
      aria-labelledby={`${ids}-label`}
      className="space-y-1.5"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close();
        }
      }}
    >
      <p id={`${ids}-label`} className="text-sm font-medium">
        Alternate (optional)
      </p>
      <div className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2">
        <p id={`${ids}-chosen`} className="min-w-0 text-sm">
          {chosen ? (
            <>
              <span className="break-words font-medium">{chosen.name}</span>{' '}
              <span className="tabular text-muted">
                <span aria-hidden>{formatOdds(chosen.odds)}</span>
                <span className="sr-only">{spokenOdds(chosen.odds)}</span>
              </span>
            </>
          ) : (
            <span className="text-muted">No alternate</span>
          )}
        </p>
        <Button
          ref={toggle}
          size="sm"
          variant="secondary"
          disabled={disabled}
          aria-expanded={open}
          aria-controls={open ? `${ids}-list` : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {chosen ? 'Change alternate' : 'Choose alternate'}
          <ChevronDown aria-hidden className={cn('size-4', open && 'rotate-180')} />
        </Button>
      </div>
      <p className="text-xs text-muted">
        Takes the place of a golfer of yours who withdraws before hitting a shot.
      </p>
      {open && (
        <div id={`${ids}-list`} className="space-y-2 rounded-lg border border-line p-2">
          <GolferSearchInput
            label="Search tier 4 golfers for your alternate"
            value={query}
            onChange={setQuery}
            // The list just opened for this: typing a name is the next thing to do.
            autoFocus
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown') return;
              event.preventDefault();
              setFocusedId(order[1] ?? NONE);
              buttons.current.get(order[1] ?? NONE)?.focus();
            }}
          />
          <p className="tabular text-xs text-muted" aria-live="polite">
            {shown.length === eligible.length
              ? `${eligible.length} golfers`
              : `${shown.length} of ${eligible.length} golfers`}
          </p>
          <ul
            aria-label="Tier 4 golfers for your alternate"
            onKeyDown={move}
            className="max-h-72 space-y-1.5 overflow-y-auto p-1"
          >
            <li>
              <button
                ref={keep(NONE)}
                type="button"
                aria-pressed={value === null}
                tabIndex={tabStop === NONE ? 0 : -1}
                onFocus={() => setFocusedId(NONE)}
                onClick={() => choose(null)}
                className={cn(
                  'flex min-h-12 w-full items-center rounded-xl border px-3 py-2 text-left text-sm font-medium',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
                  value === null
                    ? 'border-primary bg-primary-soft ring-1 ring-primary'
                    : 'border-line bg-surface hover:bg-surface-2',
                )}
              >
                No alternate
              </button>
            </li>
            {shown.map((golfer) => (
              <li key={golfer.id}>
                <GolferButton
                  ref={keep(golfer.id)}
                  golfer={golfer}
                  selected={golfer.id === value}
                  tabIndex={tabStop === golfer.id ? 0 : -1}
                  onFocus={() => setFocusedId(golfer.id)}
                  onToggle={() => choose(golfer.id)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
