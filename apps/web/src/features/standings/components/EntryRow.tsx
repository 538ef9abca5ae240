import type { PoolType, StandingRow } from '@fairway/contract';
import { ChevronRight } from 'lucide-react';
import { memo, useId } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { formatChance } from '../chance';
import { columnCount, type StandingsColumns } from '../standings-columns';
import { tiebreakNote } from '../standings-rules';
import type { EntryFactsContext } from './EntryFacts';
import { EntryRoundsDetail } from './EntryRoundsDetail';
import { GolferCell, GolfersCompactCell } from './GolferCell';
import { PayoutAmount } from './PayoutAmount';
import { RankMark } from './RankMark';
import { cell, cellEdge, rowBackground, stickyPlayer, stickyRank } from './table-styles';

/** The id of an entry's row: what "jump to my row" and the sheet's return of focus aim at. */
export const entryRowId = (entryId: number) => `entry-${entryId}`;

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
  /** Its detail is open: below the row at a desk, in the sheet on a phone. */
  expanded: boolean;
  /** Opens or closes the entry's detail (the same function for every row). */
  onToggle: (entryId: number) => void;
  columns: StandingsColumns;
  /** The detail opens in a sheet (a phone), not below the row; its id while open. */
  sheetId: string | null;
  /** The facts the opened entry states (the same object for every row). */
  facts: EntryFactsContext;
}

/**
 * One entry. The whole row opens its detail on click; keyboards reach the same toggle through
 * the button on the player's name (a click on it bubbles to the row).
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
  columns,
  sheetId,
  facts,
}: EntryRowProps) {
  const detailId = useId();
  const inSheet = sheetId !== null;
  const background = mine
    ? rowBackground.mine
    : row.eliminated
      ? rowBackground.eliminated
      : rowBackground.field;
  const money = (dollars: number) => (
    <td className={cn(cell, 'text-right align-top font-semibold max-sm:text-xs max-sm:leading-6')}>
      <PayoutAmount dollars={dollars} />
    </td>
  );
  return (
    <>
      <tr
        id={entryRowId(row.entryId)}
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
            aria-haspopup={inSheet ? 'dialog' : undefined}
            aria-controls={expanded ? (sheetId ?? detailId) : undefined}
            className="flex w-full items-start gap-1 rounded text-left font-semibold"
          >
            <ChevronRight
              aria-hidden
              className={cn(
                // Below 360 px the name has the room (the whole row opens the entry all the same).
                'mt-0.5 size-4 shrink-0 text-muted transition-transform max-xs:hidden',
                expanded && !inSheet && 'rotate-90',
              )}
            />
            {/* A button is an inline block, which the row's line-through does not reach. A
                phone's narrow column breaks a word longer than itself rather than widen. */}
            <span
              className={cn(
                'min-w-0 break-words max-sm:[overflow-wrap:anywhere]',
                row.eliminated && 'line-through',
              )}
            >
              {label}
            </span>
          </button>
          <span className="mt-1 flex flex-wrap items-center gap-1 pl-5 max-xs:pl-0">
            {mine && <Badge tone="green">You</Badge>}
            {row.eliminated && <Badge tone="red">Eliminated</Badge>}
          </span>
          {/* Level on score with another entry: say how the tiebreak placed them. */}
          {row.decidedByTiebreak && (
            <span className="mt-1 block pl-5 text-xs font-normal text-muted max-xs:pl-0">
              {tiebreakNote(row.tiebreaker, facts.winningScore)}
            </span>
          )}
        </th>
        {columns.golfers === 'columns' &&
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
        {columns.win && (
          <td className={cn(cell, 'text-right align-top tabular')}>
            {row.winProbability === undefined ? '' : formatChance(row.winProbability)}
          </td>
        )}
        {columns.payout && money(row.payout)}
        {columns.won && money(row.payout)}
        {columns.golfers === 'compact' && (
          <GolfersCompactCell golfers={row.selections} uniqueGolfers={uniqueGolfers} />
        )}
      </tr>
      {expanded && !inSheet && (
        <tr id={detailId} aria-rowindex={rowIndex + 1} className={background}>
          <td colSpan={columnCount(columns)} className="border-b border-line p-0">
            {/* Pinned to the visible part of a table scrolled sideways. */}
            <div className="sticky left-0 max-w-[calc(100vw-2.5rem)] p-3 sm:p-4">
              <EntryRoundsDetail
                row={row}
                label={label}
                facts={facts}
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
