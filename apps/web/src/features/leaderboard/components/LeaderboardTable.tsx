import type { LeaderboardRow } from '@fairway/contract';
import { UserRoundCheck } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useOpenRows } from '../../../hooks/useOpenRows';
import { headEdge, RowsSpacer, wideOnly, TableBox } from '../../../components/ui/data-table';
import { useIsPhone } from '../../../hooks/useMediaQuery';
import { useVirtualRows } from '../../../hooks/useVirtualRows';
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

const NO_GOLFERS: ReadonlyMap<number, number> = new Map();

/** A row's usual height at a desk, in px (a name on one line). */
const ROW_HEIGHT_PX = 41;
const headCell = `${headEdge} z-10 px-3`;
const wideHead = cn(headCell, wideOnly);

interface PlacedRow {
  row: LeaderboardRow;
  placing: Placing;
}

/** A line of the table: a golfer, or the divider above those out of the tournament. */
type Line = { kind: 'golfer'; placed: PlacedRow } | { kind: 'out' };

export function LeaderboardTable({
  rows,
  par,
  tournamentName,
  mine = NO_GOLFERS,
}: {
  rows: LeaderboardRow[];
  par: number;
  tournamentName: string;
  /** The member's golfers (golfer id to how many of their entries hold them), marked. */
  mine?: ReadonlyMap<number, number>;
}) {
  const [query, setQuery] = useState('');
  const [onlyMine, setOnlyMine] = useState(false);
  const mineOnBoard = rows.filter((row) => mine.has(row.golferId)).length;
  // A phone shows position, player, to par and thru; a tap on a name opens the rest.
  const phone = useIsPhone();
  // Positions come from the whole field, so searching for a golfer never changes their rank.
  const placed = useMemo<PlacedRow[]>(() => {
    const positions = placings(rows);
    return rows.map((row, index) => ({ row, placing: positions[index]! }));
  }, [rows]);
  const shown = placed.filter(
    ({ row }) =>
      (!query.trim() || matchesGolferName(row.name, query)) &&
      (!onlyMine || mine.has(row.golferId)),
  );
  const inField = shown.filter(({ row }) => !isOutOfTournament(row));
  const out = shown.filter(({ row }) => isOutOfTournament(row));
  const lines: Line[] = [
    ...inField.map((line) => ({ kind: 'golfer' as const, placed: line })),
    ...(out.length > 0 ? [{ kind: 'out' as const }] : []),
    ...out.map((line) => ({ kind: 'golfer' as const, placed: line })),
  ];
  // A full field (156) renders only the rows on screen: less work for a phone at every update.
  const box = useRef<HTMLDivElement>(null);
  const visible = useVirtualRows({
    count: lines.length,
    box,
    pageScrolls: phone,
    estimateSize: ROW_HEIGHT_PX,
    keyOf: (index) => {
      const line = lines[index]!;
      return line.kind === 'out' ? 'out' : line.placed.row.golferId;
    },
  });
  // A phone opens a golfer's row to show the columns it leaves out.
  const rowsOpen = useOpenRows(
    lines.map((line) => (phone && line.kind === 'golfer' ? line.placed.row.golferId : null)),
  );
  return (
    <div className="space-y-3">
      <GolferSearch
        value={query}
        onChange={setQuery}
        shown={shown.length}
        total={rows.length}
        filtered={onlyMine}
      >
        {mineOnBoard > 0 && (
          <Button
            size="sm"
            variant={onlyMine ? 'primary' : 'secondary'}
            aria-pressed={onlyMine}
            onClick={() => setOnlyMine((only) => !only)}
          >
            <UserRoundCheck aria-hidden className="size-4" />
            My golfers ({mineOnBoard})
          </Button>
        )}
      </GolferSearch>
      <TableBox ref={box} label="Leaderboard">
        <table
          aria-rowcount={rowsOpen.rowCount}
          className="w-full border-separate border-spacing-0 text-sm sm:min-w-[50rem]"
        >
          <caption className="sr-only">
            {tournamentName} leaderboard: position, player, status, total to par, today, thru,
            rounds 1 to 4 and total strokes
          </caption>
          <thead>
            <tr aria-rowindex={1}>
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
          <RowsSpacer height={visible.before} columns={COLUMN_COUNT} />
          {visible.indexes.map((index) => {
            const line = lines[index]!;
            if (line.kind === 'out')
              return (
                <tbody key="out" ref={visible.measure} data-index={index}>
                  <tr aria-rowindex={rowsOpen.rowIndex(index)}>
                    <td
                      colSpan={COLUMN_COUNT}
                      className="border-b border-line bg-surface-2 px-3 py-2 text-left text-xs font-semibold text-muted"
                    >
                      <span className="sticky left-3 inline-block">{outGroupTitle(out)}</span>
                    </td>
                  </tr>
                </tbody>
              );
            const { row, placing } = line.placed;
            return (
              <tbody key={row.golferId} ref={visible.measure} data-index={index}>
                <GolferRow
                  row={row}
                  rowIndex={rowsOpen.rowIndex(index)}
                  placing={placing}
                  par={par}
                  opens={phone}
                  open={rowsOpen.isOpen(row.golferId)}
                  onToggle={() => rowsOpen.toggle(row.golferId)}
                  mine={mine.get(row.golferId) ?? 0}
                />
              </tbody>
            );
          })}
          <RowsSpacer height={visible.after} columns={COLUMN_COUNT} />
          {shown.length === 0 && (
            <tbody>
              <tr>
                <td colSpan={COLUMN_COUNT} className={cn(cell, 'py-8 text-muted')}>
                  <span className="sticky left-3 inline-block">
                    {query.trim()
                      ? `No golfer matches “${query.trim()}”.`
                      : 'None of your golfers is on this leaderboard.'}
                  </span>
                </td>
              </tr>
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
