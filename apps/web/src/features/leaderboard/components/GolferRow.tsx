import type { LeaderboardRow } from '@fairway/contract';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { wideOnly } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import {
  ROUND_KEYS,
  currentRoundScore,
  isOutOfTournament,
  thruLabel,
  type Placing,
} from '../ranking';
import { GolferStatusBadge, PositionMark } from './PositionMark';
import { GolferRoundsDetail } from './GolferRoundsDetail';
import { MyPickMark } from './MyPickMark';
import { RoundCell } from './RoundCell';
import { ScoreToPar } from '../../../components/ScoreToPar';

const TINTED_PLACES = 10;

/**
 * Row backgrounds must be opaque: the sticky position and name cells inherit them and slide over
 * the scrolling columns, so a see-through tint would show those columns through the name.
 */
const rowBackground = {
  topTen: 'bg-[color-mix(in_oklab,var(--primary-soft)_65%,var(--surface))]',
  field: 'bg-surface',
  out: 'bg-surface-2 text-muted',
};

const cellEdge = 'border-b border-line py-2';
export const cell = `${cellEdge} px-3`;
/**
 * The first two columns stay put while the rest scroll sideways (the layout is made for phones
 * first). Layering and background are left to the caller: body cells inherit the row's, header
 * cells use the header's, and the header sits above the body.
 */
export const stickyPosition = 'sticky left-0 w-14 min-w-14 max-w-14 px-2 text-center';
export const stickyName =
  'sticky left-14 min-w-28 max-w-44 border-r px-3 text-left sm:min-w-44 sm:max-w-56';

/** Every column: Pos, Player, Status, To par, Today, Thru, the rounds and Total. */
export const COLUMN_COUNT = 7 + ROUND_KEYS.length;

export function GolferRow({
  row,
  rowIndex,
  placing,
  par,
  opens,
  open,
  onToggle,
  mine = 0,
}: {
  row: LeaderboardRow;
  /** Its row number in the whole table (the header is 1; an open detail is the next). */
  rowIndex: number;
  placing: Placing;
  par: number;
  /** On a phone the name opens the columns it leaves out (today, rounds, total, status). */
  opens: boolean;
  /** Open: the detail shows (kept by the table, so a row scrolled away and back stays open). */
  open: boolean;
  onToggle: () => void;
  /** How many of the member's entries count this golfer (0: none, no mark). */
  mine?: number;
}) {
  const detailId = useId();
  const out = isOutOfTournament(row);
  const background = out
    ? rowBackground.out
    : placing.rank !== null && placing.rank <= TINTED_PLACES
      ? rowBackground.topTen
      : rowBackground.field;
  return (
    <>
      <tr aria-rowindex={rowIndex} className={background} data-status={row.status}>
        <td className={cn(cellEdge, stickyPosition, 'z-10 bg-inherit')}>
          <PositionMark placing={placing} />
        </td>
        <th
          scope="row"
          className={cn(
            cellEdge,
            stickyName,
            'z-10 bg-inherit',
            out ? 'font-medium' : 'font-semibold text-ink',
          )}
        >
          {opens ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={open ? detailId : undefined}
              onClick={onToggle}
              className="flex w-full items-start gap-1 rounded text-left"
            >
              <ChevronRight
                aria-hidden
                className={cn(
                  'mt-0.5 size-4 shrink-0 text-muted transition-transform',
                  open && 'rotate-90',
                )}
              />
              <span className="flex min-w-0 flex-col">
                {row.name}
                {mine > 0 && <MyPickMark entries={mine} />}
              </span>
            </button>
          ) : (
            <span className="flex min-w-0 flex-col">
              {row.name}
              {mine > 0 && <MyPickMark entries={mine} />}
            </span>
          )}
        </th>
        <td className={cn(cell, wideOnly, 'text-center')}>
          <GolferStatusBadge status={row.status} />
        </td>
        <td className={cn(cell, 'text-center text-base font-bold')}>
          <ScoreToPar value={row.totalScoreToPar} />
        </td>
        <td className={cn(cell, wideOnly, 'text-center')}>
          <ScoreToPar value={currentRoundScore(row, par)} />
        </td>
        <td
          className={cn(
            cell,
            'tabular whitespace-nowrap text-center',
            typeof row.thru === 'string' && 'text-xs text-muted',
          )}
        >
          {out ? '–' : thruLabel(row.thru, row.teeTime)}
        </td>
        {ROUND_KEYS.map((key) => (
          <RoundCell key={key} row={row} roundKey={key} par={par} className={wideOnly} />
        ))}
        <td className={cn(cell, wideOnly, 'tabular text-center font-medium')}>
          {row.totalScore ?? '–'}
        </td>
      </tr>
      {opens && open && (
        <tr id={detailId} aria-rowindex={rowIndex + 1} className={background}>
          <td colSpan={COLUMN_COUNT} className={cn(cellEdge, 'px-3')}>
            <GolferRoundsDetail row={row} par={par} />
          </td>
        </tr>
      )}
    </>
  );
}
