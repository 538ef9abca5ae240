import { TIER_LIMIT, parseOdds } from '@fairway/domain';
import { X } from 'lucide-react';
import { Card } from '../../../components/ui/Card';
import { inputClass } from '../../../components/ui/Field';
import { cn } from '../../../lib/cn';
import {
  isTierFull,
  isTierOverfull,
  type BoardGolfer,
  type Tier,
  type TierBoard,
} from '../utils/tier-board';

export const TOO_MANY_MESSAGE = `Too many golfers! Limit is ${TIER_LIMIT}`;

interface TierListProps {
  tier: Tier;
  board: TierBoard;
  onAdd: (golferId: number) => void;
  onRemove: (golferId: number) => void;
  onOdds: (golferId: number, odds: number | null) => void;
}

/** One tier: its golfers with odds inputs and remove buttons, and the add-from-available select. */
export function TierList({ tier, board, onAdd, onRemove, onOdds }: TierListProps) {
  const golfers = board.tiers[tier];
  const full = isTierFull(board, tier);
  const overfull = isTierOverfull(board, tier);
  const titleId = `tier-${tier}-title`;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn('flex flex-col p-4', overfull && 'border-danger')}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          Tier {tier}
        </h2>
        <span className={cn('text-sm tabular-nums', overfull ? 'text-danger' : 'text-muted')}>
          {tier < 4 ? `${golfers.length}/${TIER_LIMIT}` : `${golfers.length} golfers`}
        </span>
      </div>
      {overfull && (
        <p role="alert" className="mt-1 text-sm font-semibold text-danger">
          {TOO_MANY_MESSAGE}
        </p>
      )}
      <select
        aria-label={`Add golfer to Tier ${tier}`}
        className={cn(inputClass(), 'mt-3')}
        disabled={full || board.available.length === 0}
        value=""
        onChange={(event) => {
          if (event.target.value) onAdd(Number(event.target.value));
        }}
      >
        <option value="">
          {full
            ? `Tier ${tier} is full`
            : board.available.length === 0
              ? 'Every golfer is in a tier'
              : 'Add a golfer…'}
        </option>
        {board.available.map((golfer) => (
          <option key={golfer.id} value={golfer.id}>
            {golfer.name}
          </option>
        ))}
      </select>
      {golfers.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No golfers in this tier yet.</p>
      ) : (
        <ul aria-label={`Tier ${tier} golfers`} className="mt-3 divide-y divide-line">
          {golfers.map((golfer) => (
            <GolferRow
              key={golfer.id}
              golfer={golfer}
              onRemove={() => onRemove(golfer.id)}
              onOdds={(odds) => onOdds(golfer.id, odds)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function GolferRow({
  golfer,
  onRemove,
  onOdds,
}: {
  golfer: BoardGolfer;
  onRemove: () => void;
  onOdds: (odds: number | null) => void;
}) {
  return (
    <li className="flex items-center gap-2 py-1.5">
      {/* The name takes what the odds and the remove button leave, and wraps rather than hide. */}
      <span className="min-w-0 flex-1 break-words text-sm">{golfer.name}</span>
      <input
        type="number"
        inputMode="decimal"
        step={0.1}
        min={0.1}
        aria-label={`Odds for ${golfer.name}`}
        placeholder="to 1"
        title="Odds to win, as N to 1"
        className={cn(inputClass(), 'w-20 shrink-0 py-1 text-right tabular-nums')}
        // Uncontrolled while typing ("12." is not a number yet); the board keeps the parsed
        // value, and the key remounts the input when the odds change elsewhere (a CSV import).
        key={golfer.odds ?? 'none'}
        defaultValue={golfer.odds ?? ''}
        onBlur={(event) => onOdds(parseOdds(event.target.value))}
      />
      {/* "25 /1" reads as golf fans write odds (25/1, 25 to 1 to win), not as a score. */}
      <span aria-hidden className="-ml-1 shrink-0 text-sm text-muted">
        /1
      </span>
      <button
        type="button"
        aria-label={`Remove ${golfer.name}`}
        className="rounded-md p-1 text-muted hover:bg-surface-2 hover:text-danger"
        onClick={onRemove}
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}
