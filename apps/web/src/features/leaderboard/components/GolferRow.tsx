import type { LeaderboardRow } from '@fairway/contract';
import { cn } from '../../../lib/cn';
import {
  ROUND_KEYS,
  currentRoundScore,
  isOutOfTournament,
  thruLabel,
  type Placing,
} from '../ranking';
import { GolferStatusBadge, PositionMark } from './PositionMark';
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
  'sticky left-14 min-w-36 max-w-44 border-r px-3 text-left sm:min-w-44 sm:max-w-56';

export function GolferRow({
  row,
  placing,
  par,
}: {
  row: LeaderboardRow;
  placing: Placing;
  par: number;
}) {
  const out = isOutOfTournament(row);
  const background = out
    ? rowBackground.out
    : placing.rank !== null && placing.rank <= TINTED_PLACES
      ? rowBackground.topTen
      : rowBackground.field;
  return (
    <tr className={background} data-status={row.status}>
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
        {row.name}
      </th>
      <td className={cn(cell, 'text-center')}>
        <GolferStatusBadge status={row.status} />
      </td>
      <td className={cn(cell, 'text-center text-base font-bold')}>
        <ScoreToPar value={row.totalScoreToPar} />
      </td>
      <td className={cn(cell, 'text-center')}>
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
        <RoundCell key={key} row={row} roundKey={key} par={par} />
      ))}
      <td className={cn(cell, 'tabular text-center font-medium')}>{row.totalScore ?? '–'}</td>
    </tr>
  );
}
