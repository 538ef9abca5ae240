import type { PoolType, StandingRow } from '@fairway/contract';
import { useMemo, useRef } from 'react';
import type { BeyondFirstRows } from '../api/first-rows';
import { cn } from '../../../lib/cn';
import { entryLabels } from '../../../lib/entry-labels';
import { showsChances } from '../chance';
import { rankLabels } from '../medal';
import { EntryRow } from './EntryRow';
import { headEdge, RowsSpacer, TableBox } from '../../../components/ui/data-table';
import { useIsPhone } from '../../../hooks/useMediaQuery';
import { useOpenRows } from '../../../hooks/useOpenRows';
import { useVirtualRows } from '../../../hooks/useVirtualRows';
import { columnCount, headCell, stickyPlayer, stickyRank } from './table-styles';

const GOLFER_SLOTS = [1, 2, 3, 4, 5] as const;

/** "a, b and c". */
const listed = (items: string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A closed row's usual height (two lines: the name, then a badge or the golfers' progress). */
const ROW_HEIGHT_PX = 64;

interface StandingsTableProps {
  rows: StandingRow[];
  /** Golfers only one entry holds, marked where they appear. */
  uniqueGolfers: ReadonlySet<number>;
  poolType: PoolType;
  userId: number | null;
  tournamentName: string;
  /** A pool with entry fees adds a Payout column; a free pool has no money to show. */
  showPayouts: boolean;
  /** How an entry's amount is labelled: projected while in play, final once completed. */
  payoutLabel: string;
  /** When `rows` are only the first of the standings: what the rest change in how they read. */
  beyond?: BeyondFirstRows;
  /** The tournament is in play: chances to win are forecast (or about to be). */
  live: boolean;
}

/**
 * Rank, Player, Golfer 1 to 5, Score, Win (the chance to win, once forecast) and, when the pool
 * pays, Payout;
 * rows open to show rounds. A big pool renders only the rows on screen (useVirtualRows): each
 * entry is its own row group, measured as it opens and closes, and the table still tells
 * screen readers its full row count.
 */
export function StandingsTable({
  rows,
  uniqueGolfers,
  poolType,
  userId,
  tournamentName,
  showPayouts,
  payoutLabel,
  beyond,
  live,
}: StandingsTableProps) {
  // Worked out once per body, not on every scroll of a big pool; the first rows read as they
  // will once every row is here (no "#1" or "T" appearing later and moving the rows).
  const labels = useMemo(() => rankLabels(rows, beyond?.nextRank), [rows, beyond]);
  const names = useMemo(() => entryLabels(rows, beyond?.entriesOf), [rows, beyond]);
  const box = useRef<HTMLDivElement>(null);
  const isPhone = useIsPhone();
  const visible = useVirtualRows({
    count: rows.length,
    box,
    pageScrolls: isPhone,
    estimateSize: ROW_HEIGHT_PX,
    keyOf: (index) => rows[index]!.entryId,
  });
  // In play, the column is there before the first forecast lands: arriving, it would narrow
  // the others and re-wrap their names (a layout shift of 0.06 at a desk).
  const chances = live || showsChances(rows);
  const columns = columnCount(showPayouts, chances);
  const rowsOpen = useOpenRows(rows.map((row) => row.entryId));
  return (
    // Only this box scrolls sideways, never the page; `relative` keeps the cells' screen-reader
    // text (absolutely positioned) inside it.
    // A phone shows rank, player and score: the golfers and payout are in each row's detail.
    <TableBox ref={box} label="Standings">
      <table
        // Every row of the standings, also those still on their way behind the first ones.
        aria-rowcount={rowsOpen.rowCount + (beyond ? beyond.totalEntries - rows.length : 0)}
        className="w-full border-separate border-spacing-0 text-sm sm:min-w-[52rem]"
      >
        <caption className="sr-only">
          {tournamentName} standings:{' '}
          {listed([
            'rank',
            'player',
            'five golfers',
            'total score',
            ...(chances ? ['chance to win'] : []),
            ...(showPayouts ? [payoutLabel.toLowerCase()] : []),
          ])}
          . Select a player to see their golfers round by round.
        </caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className={cn(headEdge, stickyRank, 'z-20')}>
              Rank
            </th>
            <th scope="col" className={cn(headEdge, stickyPlayer, 'z-20')}>
              Player
            </th>
            {/* A phone shows the golfers and the payout in each row's detail: no columns. */}
            {!isPhone &&
              GOLFER_SLOTS.map((slot) => (
                <th key={slot} scope="col" className={headCell}>
                  Golfer {slot}
                </th>
              ))}
            <th scope="col" className={cn(headCell, 'text-center')}>
              Score
            </th>
            {chances && (
              <th scope="col" className={cn(headCell, 'min-w-14 px-2 text-right')}>
                <abbr title="Chance to win" className="no-underline">
                  Win
                </abbr>
              </th>
            )}
            {showPayouts && !isPhone && (
              <th scope="col" className={cn(headCell, 'text-right')}>
                Payout
              </th>
            )}
          </tr>
        </thead>
        <RowsSpacer height={visible.before} columns={columns} />
        {visible.indexes.map((index) => {
          const row = rows[index]!;
          return (
            <tbody key={row.entryId} ref={visible.measure} data-index={index}>
              <EntryRow
                row={row}
                uniqueGolfers={uniqueGolfers}
                poolType={poolType}
                rowIndex={rowsOpen.rowIndex(index)}
                label={names.get(row.entryId)!}
                rankLabel={labels[index]!}
                mine={userId !== null && row.player.id === userId}
                expanded={rowsOpen.isOpen(row.entryId)}
                payoutLabel={showPayouts ? payoutLabel : null}
                chances={chances}
                onToggle={rowsOpen.toggle}
                wide={!isPhone}
              />
            </tbody>
          );
        })}
        <RowsSpacer height={visible.after} columns={columns} />
      </table>
    </TableBox>
  );
}
