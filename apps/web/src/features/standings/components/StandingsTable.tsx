import type { StandingRow } from '@fairway/contract';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { entryLabels } from '../../../lib/entry-labels';
import { rankLabels } from '../medal';
import { EntryRow } from './EntryRow';
import { headEdge, wideOnly, TableBox } from '../../../components/ui/data-table';
import { headCell, stickyPlayer, stickyRank } from './table-styles';

const GOLFER_SLOTS = [1, 2, 3, 4, 5] as const;

interface StandingsTableProps {
  rows: StandingRow[];
  userId: number | null;
  tournamentName: string;
  /** A pool with entry fees adds a Payout column; a free pool has no money to show. */
  showPayouts: boolean;
  /** How an entry's amount is labelled: projected while in play, final once completed. */
  payoutLabel: string;
}

/**
 * Rank, Player, Golfer 1 to 5, Score and, when the pool pays, Payout;
 * rows open to show rounds.
 */
export function StandingsTable({
  rows,
  userId,
  tournamentName,
  showPayouts,
  payoutLabel,
}: StandingsTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const labels = rankLabels(rows);
  const names = entryLabels(rows);
  const toggle = (entryId: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(entryId)) next.delete(entryId);
      else next.add(entryId);
      return next;
    });

  return (
    // Only this box scrolls sideways, never the page; `relative` keeps the cells' screen-reader
    // text (absolutely positioned) inside it.
    // A phone shows rank, player and score: the golfers and payout are in each row's detail.
    <TableBox label="Standings">
      <table className="w-full border-separate border-spacing-0 text-sm sm:min-w-[52rem]">
        <caption className="sr-only">
          {tournamentName} standings: rank, player, five golfers
          {showPayouts ? `, total score and ${payoutLabel.toLowerCase()}` : ' and total score'}.
          Select a player to see their golfers round by round.
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cn(headEdge, stickyRank, 'z-20')}>
              Rank
            </th>
            <th scope="col" className={cn(headEdge, stickyPlayer, 'z-20')}>
              Player
            </th>
            {GOLFER_SLOTS.map((slot) => (
              <th key={slot} scope="col" className={cn(headCell, wideOnly)}>
                Golfer {slot}
              </th>
            ))}
            <th scope="col" className={cn(headCell, 'text-center')}>
              Score
            </th>
            {showPayouts && (
              <th scope="col" className={cn(headCell, wideOnly, 'text-right')}>
                Payout
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <EntryRow
              key={row.entryId}
              row={row}
              label={names.get(row.entryId)!}
              rankLabel={labels[index]!}
              mine={userId !== null && row.player.id === userId}
              expanded={expanded.has(row.entryId)}
              payoutLabel={showPayouts ? payoutLabel : null}
              onToggle={() => toggle(row.entryId)}
            />
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
