import type { LeaderboardRow } from '@fairway/contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { headEdge, wideOnly, TableBox } from '../../../components/ui/data-table';
import { useIsPhone } from '../../../hooks/useMediaQuery';
import { cn } from '../../../lib/cn';
import {
  ROUND_KEYS,
  isOutOfTournament,
  matchesGolferName,
  placings,
  type Placing,
} from '../ranking';
import { COLUMN_COUNT, GolferRow, cell, stickyName, stickyPosition } from './GolferRow';
import { GolferSearch } from './GolferSearch';
import { statusMeaning } from './PositionMark';

/** A screenful: rendered at once, the rest of the field right after (see below). */
const FIRST_ROWS = 30;
const headCell = `${headEdge} z-10 px-3`;
const wideHead = cn(headCell, wideOnly);

interface PlacedRow {
  row: LeaderboardRow;
  placing: Placing;
}

export function LeaderboardTable({
  rows,
  par,
  tournamentName,
}: {
  rows: LeaderboardRow[];
  par: number;
  tournamentName: string;
}) {
  const [query, setQuery] = useState('');
  // A phone shows position, player, to par and thru; a tap on a name opens the rest.
  const phone = useIsPhone();
  // Positions come from the whole field, so searching for a golfer never changes their rank.
  const placed = useMemo<PlacedRow[]>(() => {
    const positions = placings(rows);
    return rows.map((row, index) => ({ row, placing: positions[index]! }));
  }, [rows]);
  const shown = query.trim()
    ? placed.filter(({ row }) => matchesGolferName(row.name, query))
    : placed;
  // The first render shows a screenful and React renders the whole field just after, in the
  // background: two short tasks instead of one long one, so the page answers input sooner
  // (Lighthouse's total blocking time on a 156-golfer field).
  const rowLimit = useDeferredValue(Infinity, FIRST_ROWS);
  const inField = shown.filter(({ row }) => !isOutOfTournament(row)).slice(0, rowLimit);
  const out = shown
    .filter(({ row }) => isOutOfTournament(row))
    .slice(0, Math.max(0, rowLimit - inField.length));

  return (
    <div className="space-y-3">
      <GolferSearch value={query} onChange={setQuery} shown={shown.length} total={rows.length} />
      <TableBox label="Leaderboard">
        <table className="w-full border-separate border-spacing-0 text-sm sm:min-w-[50rem]">
          <caption className="sr-only">
            {tournamentName} leaderboard: position, player, status, total to par, today, thru,
            rounds 1 to 4 and total strokes
          </caption>
          <thead>
            <tr>
              <th scope="col" className={cn(headEdge, stickyPosition, 'z-20')}>
                <abbr title="Position" className="no-underline">
                  Pos
                </abbr>
              </th>
              <th scope="col" className={cn(headEdge, stickyName, 'z-20')}>
                Player
              </th>
              <th scope="col" className={wideHead}>
                Status
              </th>
              <th scope="col" className={headCell}>
                To par
              </th>
              <th scope="col" className={wideHead}>
                Today
              </th>
              <th scope="col" className={headCell}>
                Thru
              </th>
              {ROUND_KEYS.map((key) => (
                <th key={key} scope="col" className={wideHead}>
                  <abbr title={`Round ${key}`} className="no-underline">
                    R{key}
                  </abbr>
                </th>
              ))}
              <th scope="col" className={wideHead}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {inField.map(({ row, placing }) => (
              <GolferRow key={row.golferId} row={row} placing={placing} par={par} opens={phone} />
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={COLUMN_COUNT} className={cn(cell, 'py-8 text-muted')}>
                  <span className="sticky left-3 inline-block">
                    No golfer matches “{query.trim()}”.
                  </span>
                </td>
              </tr>
            )}
          </tbody>
          {out.length > 0 && (
            <tbody>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={COLUMN_COUNT}
                  className="border-b border-line bg-surface-2 px-3 py-2 text-left text-xs font-semibold text-muted"
                >
                  <span className="sticky left-3 inline-block">{outGroupTitle(out)}</span>
                </th>
              </tr>
              {out.map(({ row, placing }) => (
                <GolferRow key={row.golferId} row={row} placing={placing} par={par} opens={phone} />
              ))}
            </tbody>
          )}
        </table>
      </TableBox>
    </div>
  );
}

/** "Missed the cut · Withdrew": names the groups below the line, in the order they appear. */
function outGroupTitle(out: PlacedRow[]): string {
  const statuses = [...new Set(out.map(({ row }) => row.status))].filter(
    (status) => status !== 'active',
  );
  return statuses.map(statusMeaning).join(' · ');
}
