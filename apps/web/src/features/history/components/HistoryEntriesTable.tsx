import type { TournamentHistoryDetail } from '@fairway/contract';
import { Badge } from '../../../components/ui/Badge';
import { headEdge, wideOnly, TableBox } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { entryLabels } from '../../../lib/entry-labels';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { PayoutAmount, rankLabels, RankMark } from '../../standings';
import { anyPaid } from '../history-format';
import { PicksList } from './PicksList';

type Entry = TournamentHistoryDetail['entries'][number];

const head = cn(headEdge, 'z-10 px-3 text-left');
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
  const names = entryLabels(
    entries.map((entry) => ({
      entryId: entry.id,
      player: { id: entry.userId, name: entry.playerName },
    })),
  );
  return (
    // A phone shows rank, player and score, with each entry's picks and payout under the name.
    <TableBox label="Final results">
      <table className="w-full border-separate border-spacing-0 text-sm sm:min-w-[40rem]">
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
            <th scope="col" className={cn(head, wideOnly)}>
              Picks
            </th>
            <th scope="col" className={cn(head, 'text-center')}>
              Total Score
            </th>
            {showPayouts && (
              <th scope="col" className={cn(head, wideOnly, 'text-right')}>
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
                  <span className="break-words">{names.get(entry.id)}</span>
                  {mine && (
                    <Badge tone="green" className="ml-2 align-middle">
                      You
                    </Badge>
                  )}
                  <div className="mt-1 text-xs font-normal sm:hidden">
                    <PicksList picks={entry.picks} />
                    {showPayouts && entry.payout > 0 && (
                      <p className="mt-1 font-semibold">
                        Won <PayoutAmount dollars={entry.payout} />
                      </p>
                    )}
                  </div>
                </th>
                <td className={cn(cell, wideOnly)}>
                  <PicksList picks={entry.picks} />
                </td>
                <td className={cn(cell, 'text-center text-base font-bold')}>
                  <ScoreToPar value={entry.totalScore} />
                </td>
                {showPayouts && (
                  <td className={cn(cell, wideOnly, 'text-right font-semibold')}>
                    <PayoutAmount dollars={entry.payout} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableBox>
  );
}
