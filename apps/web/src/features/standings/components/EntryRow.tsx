import type { PoolType, StandingRow } from '@fairway/contract';
import { ChevronRight } from 'lucide-react';
import { memo, useId } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { formatChance } from '../chance';
import { EntryRoundsDetail } from './EntryRoundsDetail';
import { GolferCell } from './GolferCell';
import { PayoutAmount } from './PayoutAmount';
import { RankMark } from './RankMark';
import {
  cell,
  cellEdge,
  columnCount,
  rowBackground,
  stickyPlayer,
  stickyRank,
} from './table-styles';

interface EntryRowProps {
  row: StandingRow;
  uniqueGolfers: ReadonlySet<number>;
  poolType: PoolType;
  /** Its row number in the whole table (the header is 1; the detail is the next), for a table rendered in part. */
  rowIndex: number;
  /** The player's name, numbered when they have several entries ("Alice #2"). */
  label: string;
  rankLabel: string;
  mine: boolean;
  expanded: boolean;
  /** Opens or closes the entry's detail (the same function for every row). */
  onToggle: (entryId: number) => void;
  /** A desk's table: the five golfers and the payout have columns (a phone shows them in the detail). */
  wide: boolean;
  /** "Projected payout" or "Payout" when the pool pays; null for a free pool (no column). */
  payoutLabel: string | null;
  /** The table has a Win column (chances are forecast). */
  chances: boolean;
}

/**
 * One entry. The whole row opens its round-by-round detail on click; keyboards reach the same
 * toggle through the button on the player's name (a click on it bubbles to the row).
 * Memoized: the table re-renders as the session, chances or open rows change, and a row whose
 * props did not change (most of them) is not rendered again.
 */
export const EntryRow = memo(function EntryRow({
  row,
  uniqueGolfers,
  poolType,
  rowIndex,
  label,
  rankLabel,
  mine,
  expanded,
  onToggle,
  payoutLabel,
  chances,
  wide,
}: EntryRowProps) {
  const detailId = useId();
  const background = mine
    ? rowBackground.mine
    : row.eliminated
      ? rowBackground.eliminated
      : rowBackground.field;
  return (
    <>
      <tr
        aria-rowindex={rowIndex}
        onClick={() => onToggle(row.entryId)}
        data-mine={mine || undefined}
        data-eliminated={row.eliminated || undefined}
        className={cn(
          background,
          'cursor-pointer',
          row.eliminated && 'text-muted line-through decoration-muted',
        )}
      >
        <td className={cn(cellEdge, stickyRank, 'z-10 bg-inherit align-top')}>
          <RankMark rank={row.rank} label={rankLabel} />
        </td>
        <th scope="row" className={cn(cellEdge, stickyPlayer, 'z-10 bg-inherit align-top')}>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            className="flex w-full items-start gap-1 rounded text-left font-semibold"
          >
            <ChevronRight
              aria-hidden
              className={cn(
                'mt-0.5 size-4 shrink-0 text-muted transition-transform',
                expanded && 'rotate-90',
              )}
            />
            {/* A button is an inline block, which the row's line-through does not reach. */}
            <span className={cn('min-w-0 break-words', row.eliminated && 'line-through')}>
              {label}
            </span>
          </button>
          <span className="mt-1 flex flex-wrap items-center gap-1 pl-5">
            {mine && <Badge tone="green">You</Badge>}
            {row.eliminated && <Badge tone="red">Eliminated</Badge>}
          </span>
        </th>
        {wide &&
          row.selections.map((golfer, slot) => (
            <GolferCell
              key={`${golfer.golferId}-${slot}`}
              golfer={golfer}
              unique={uniqueGolfers.has(golfer.golferId)}
            />
          ))}
        <td className={cn(cell, 'text-center align-top text-base font-bold')}>
          <ScoreToPar value={row.totalScore} />
        </td>
        {chances && (
          <td className={cn(cell, 'px-2 text-right align-top tabular')}>
            {row.winProbability === undefined ? '' : formatChance(row.winProbability)}
          </td>
        )}
        {wide && payoutLabel !== null && (
          <td className={cn(cell, 'text-right align-top font-semibold')}>
            <PayoutAmount dollars={row.payout} />
          </td>
        )}
      </tr>
      {expanded && (
        <tr id={detailId} aria-rowindex={rowIndex + 1} className={background}>
          <td
            colSpan={columnCount(payoutLabel !== null, chances)}
            className="border-b border-line p-0"
          >
            {/* Pinned to the visible part of a table scrolled sideways. */}
            <div className="sticky left-0 max-w-[calc(100vw-2.5rem)] p-3 sm:p-4">
              <EntryRoundsDetail
                row={row}
                label={label}
                payoutLabel={payoutLabel}
                uniqueGolfers={uniqueGolfers}
                poolType={poolType}
              />
            </div>
          </td>
        </tr>
      )}
    </>
  );
});
