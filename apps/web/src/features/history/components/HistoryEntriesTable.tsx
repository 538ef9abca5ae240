import type { TournamentHistoryDetail } from '@fairway/contract';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { PayoutAmount, rankLabels, RankMark } from '../../standings';
import { anyPaid } from '../history-format';
import { PicksList } from './PicksList';

type Entry = TournamentHistoryDetail['entries'][number];

const head =
  'border-b border-line bg-surface-2 px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const cell = 'border-b border-line px-3 py-2.5 align-top';

/**
 * Final results: Rank, Player, Picks, Total Score and, when anyone was paid, Payout; the viewer's
 * own entries highlighted.
 */
export function HistoryEntriesTable({
  entries,
  userId,
  tournamentName,
}: {
  entries: Entry[];
  userId: number | null;
  tournamentName: string;
}) {
  const labels = rankLabels(entries);
  const showPayouts = anyPaid(entries);
  return (
    // Picks wrap on wide screens; on phones the table scrolls inside this box, not the page.
    <div className="relative overflow-x-auto overscroll-x-contain rounded-2xl border border-line bg-surface">
      <table className="w-full min-w-[40rem] border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          {tournamentName} final results{showPayouts && ', with what each entry won'}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cn(head, 'w-20 text-center')}>
              Rank
            </th>
            <th scope="col" className={head}>
              Player
            </th>
            <th scope="col" className={head}>
              Picks
            </th>
            <th scope="col" className={cn(head, 'text-center')}>
              Total Score
            </th>
            {showPayouts && (
              <th scope="col" className={cn(head, 'text-right')}>
                Payout
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => {
            const mine = userId !== null && entry.userId === userId;
            return (
              <tr
                key={entry.id}
                data-mine={mine || undefined}
                className={mine ? 'bg-primary-soft' : undefined}
              >
                <td className={cn(cell, 'text-center')}>
                  <RankMark rank={entry.rank} label={labels[index]!} />
                </td>
                <th scope="row" className={cn(cell, 'text-left font-semibold')}>
                  <span className="break-words">{entry.playerName}</span>
                  {mine && (
                    <Badge tone="green" className="ml-2 align-middle">
                      You
                    </Badge>
                  )}
                </th>
                <td className={cell}>
                  <PicksList picks={entry.picks} />
                </td>
                <td className={cn(cell, 'text-center text-base font-bold')}>
                  <ScoreToPar value={entry.totalScore} />
                </td>
                {showPayouts && (
                  <td className={cn(cell, 'text-right font-semibold')}>
                    <PayoutAmount dollars={entry.payout} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
