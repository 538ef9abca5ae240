import type { PoolType, StandingRow } from '@fairway/contract';
import { useCallback, useMemo, useRef, useState, type Ref } from 'react';
import type { BeyondFirstRows } from '../api/first-rows';
import { cn } from '../../../lib/cn';
import { entryLabels } from '../../../lib/entry-labels';
import { rankLabel } from '../medal';
import {
  columnCount,
  standingsColumns,
  useTableWidth,
  type StandingsColumns,
} from '../standings-columns';
import type { EntryFactsContext } from './EntryFacts';
import { EntryRow, entryRowId } from './EntryRow';
import { EntrySheet } from './EntrySheet';
import { useRowJump, type RowJump } from './row-jump';
import { headEdge, RowsSpacer, TableBox } from '../../../components/ui/data-table';
import { useOpenRows } from '../../../hooks/useOpenRows';
import { useVirtualRows } from '../../../hooks/useVirtualRows';
import { headCell, stickyPlayer, stickyRank } from './table-styles';

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
  status: 'upcoming' | 'active' | 'completed';
  /** A pool with entry fees shows its money (Payout in play, Won once completed). */
  showPayouts: boolean;
  /** How an entry's amount is labelled: projected while in play, final once completed. */
  payoutLabel: string;
  /** The winner's score to par once completed (the tiebreak notes name it). */
  winningScore: number | null;
  /** When `rows` are only the first of the standings: what the rest change in how they read. */
  beyond?: BeyondFirstRows;
  /** "Jump to my row" (the pinned "my entry" card): brings an entry's row into view, focused. */
  jumpRef?: Ref<RowJump>;
}

/** The caption's list of columns, as a screen reader hears it before the rows. */
function captionColumns(columns: StandingsColumns, payoutLabel: string) {
  return listed([
    'rank',
    'player',
    ...(columns.golfers === 'columns' ? ['five golfers'] : []),
    'total score',
    ...(columns.win ? ['chance to win'] : []),
    ...(columns.payout ? [payoutLabel.toLowerCase()] : []),
    ...(columns.won ? ['amount won'] : []),
    ...(columns.golfers === 'compact' ? ['five golfers'] : []),
  ]);
}

/**
 * The standings, columns by importance (standings-columns.ts): Rank, Player, Score, Win (the
 * chance to win, while in play) and the money (Payout in play, Won once completed) always; the
 * golfers in five columns from 1440 px, in one compact cell at a narrower desk, and on a phone
 * only in the entry's sheet. Rows open to show their golfers round by round: below the row at
 * a desk, in a sheet on a phone (EntrySheet). A big pool renders only the rows on screen
 * (useVirtualRows): each entry is its own row group, measured as it opens and closes, and the
 * table still tells screen readers its full row count. Each entry's row has the id
 * `entry-{entryId}` (entryRowId).
 */
export function StandingsTable({
  rows,
  uniqueGolfers,
  poolType,
  userId,
  tournamentName,
  status,
  showPayouts,
  payoutLabel,
  winningScore,
  beyond,
  jumpRef,
}: StandingsTableProps) {
  // Worked out once per body, not on every scroll of a big pool; the first rows read as they
  // will once every row is here (numbers from every entry, ties as the server tells them).
  const labels = useMemo(() => rows.map((row) => rankLabel(row.rank, row.tied)), [rows]);
  const names = useMemo(() => entryLabels(rows, beyond?.entriesOf), [rows, beyond]);
  const box = useRef<HTMLDivElement>(null);
  const width = useTableWidth();
  const isPhone = width === 'phone';
  const visible = useVirtualRows({
    count: rows.length,
    box,
    pageScrolls: isPhone,
    estimateSize: ROW_HEIGHT_PX,
    keyOf: (index) => rows[index]!.entryId,
  });
  useRowJump(jumpRef, rows, box, visible.scrollTo);
  const columns = useMemo(
    () => standingsColumns({ width, status, rows, showPayouts }),
    [width, status, rows, showPayouts],
  );
  const facts = useMemo<EntryFactsContext>(
    () => ({
      payoutLabel: showPayouts ? payoutLabel : null,
      live: status === 'active',
      winningScore,
    }),
    [showPayouts, payoutLabel, status, winningScore],
  );
  const rowsOpen = useOpenRows(rows.map((row) => row.entryId));
  // A phone opens one entry at a time, in a sheet over the page.
  const [sheetEntry, setSheetEntry] = useState<number | null>(null);
  const sheetRow = isPhone ? (rows.find((row) => row.entryId === sheetEntry) ?? null) : null;
  const sheetIndex = sheetRow ? rows.indexOf(sheetRow) : -1;
  // The entry whose button takes the focus back once its sheet is closed (by then, none is open).
  const lastOpened = useRef<number | null>(null);
  const openSheet = useCallback((entryId: number) => {
    lastOpened.current = entryId;
    setSheetEntry(entryId);
  }, []);
  const toggle = isPhone ? openSheet : rowsOpen.toggle;
  const closeSheet = useCallback(() => setSheetEntry(null), []);
  const returnFocus = useCallback(() => {
    const entryId = lastOpened.current;
    if (entryId === null) return;
    document.getElementById(entryRowId(entryId))?.querySelector('button')?.focus();
  }, []);
  const moneyHead = cn(headCell, 'text-right');
  return (
    // Only this box scrolls sideways (if ever), never the page; `relative` keeps the cells'
    // screen-reader text (absolutely positioned) inside it.
    <TableBox ref={box} label="Standings">
      <table
        // Every row of the standings, also those still on their way behind the first ones.
        aria-rowcount={
          (isPhone ? rows.length + 1 : rowsOpen.rowCount) +
          (beyond ? beyond.totalEntries - rows.length : 0)
        }
        className={cn(
          'w-full border-separate border-spacing-0 text-sm',
          columns.golfers === 'columns' && 'min-w-[52rem]',
        )}
      >
        <caption className="sr-only">
          {tournamentName} standings: {captionColumns(columns, payoutLabel)}. Select a player to see
          their golfers round by round.
        </caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className={cn(headEdge, stickyRank, 'z-20')}>
              Rank
            </th>
            <th scope="col" className={cn(headEdge, stickyPlayer, 'z-20')}>
              Player
            </th>
            {columns.golfers === 'columns' &&
              GOLFER_SLOTS.map((slot) => (
                <th key={slot} scope="col" className={headCell}>
                  Golfer {slot}
                </th>
              ))}
            <th scope="col" className={cn(headCell, 'text-center')}>
              Score
            </th>
            {columns.win && (
              <th scope="col" className={cn(headCell, 'min-w-14 text-right max-sm:min-w-0')}>
                <abbr title="Chance to win" className="no-underline">
                  Win
                </abbr>
              </th>
            )}
            {columns.payout && (
              <th scope="col" className={moneyHead}>
                Payout
              </th>
            )}
            {columns.won && (
              <th scope="col" className={moneyHead}>
                Won
              </th>
            )}
            {columns.golfers === 'compact' && (
              <th scope="col" className={headCell}>
                Golfers
              </th>
            )}
          </tr>
        </thead>
        <RowsSpacer height={visible.before} columns={columnCount(columns)} />
        {visible.indexes.map((index) => {
          const row = rows[index]!;
          return (
            <tbody key={row.entryId} ref={visible.measure} data-index={index}>
              <EntryRow
                row={row}
                uniqueGolfers={uniqueGolfers}
                poolType={poolType}
                rowIndex={isPhone ? index + 2 : rowsOpen.rowIndex(index)}
                label={names.get(row.entryId)!}
                rankLabel={labels[index]!}
                mine={userId !== null && row.player.id === userId}
                expanded={isPhone ? sheetEntry === row.entryId : rowsOpen.isOpen(row.entryId)}
                onToggle={toggle}
                columns={columns}
                sheetId={isPhone ? SHEET_ID : null}
                facts={facts}
              />
            </tbody>
          );
        })}
        <RowsSpacer height={visible.after} columns={columnCount(columns)} />
      </table>
      {isPhone && (
        <EntrySheet
          id={SHEET_ID}
          row={sheetRow}
          label={sheetRow ? names.get(sheetRow.entryId)! : ''}
          rankLabel={sheetIndex >= 0 ? labels[sheetIndex]! : ''}
          uniqueGolfers={uniqueGolfers}
          poolType={poolType}
          facts={facts}
          onClose={closeSheet}
          returnFocus={returnFocus}
        />
      )}
    </TableBox>
  );
}

/** The phone's entry sheet: one at a time, so one id. */
const SHEET_ID = 'standings-entry-sheet';
