import type { TournamentHistoryDetail } from '@fairway/contract';
import { Badge } from '../../../components/ui/Badge';
import { headEdge, wideOnly, TableBox } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { entryLabels } from '../../../lib/entry-labels';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { PayoutAmount, RankMark } from '../../standings';
import { anyPaid, finishPlace } from '../history-format';
import { PicksList } from './PicksList';

type Entry = TournamentHistoryDetail['entries'][number];

const head = cn(headEdge, 'z-10 px-3 text-left');
const cell = 'border-b border-line px-3 py-2.5 align-top';

/**
 * Final results: Rank, Player, (Group, when several groups are listed), Picks, Total Score and,
 * when anyone was paid, Payout; the viewer's own entries highlighted. Each rank is the entry's
 * place in its own group ("T3" when tied there), so entries of several groups name their group.
 */
export function HistoryEntriesTable({
  entries,
  groups,
  userId,
  tournamentName,
}: {
  entries: Entry[];
  groups: TournamentHistoryDetail['groups'];
  userId: number | null;
  tournamentName: string;
}) {
  const showPayouts = anyPaid(entries);
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  const showGroups = groups.length > 1;
  const names = entryLabels(
    entries.map((entry) => ({
      entryId: entry.id,
      player: { id: entry.userId, name: entry.playerName },
      groupId: entry.groupId,
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
            {showGroups && (
              <th scope="col" className={cn(head, wideOnly)}>
                Group
              </th>
            )}
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
          {entries.map((entry) => {
            const mine = userId !== null && entry.userId === userId;
            const groupName = groupNames.get(entry.groupId);
            return (
              <tr
                key={entry.id}
                data-mine={mine || undefined}
                className={mine ? 'bg-primary-soft' : undefined}
              >
                <td className={cn(cell, 'text-center')}>
                  <RankMark rank={entry.rank} label={finishPlace(entry).label} />
                </td>
                <th scope="row" className={cn(cell, 'text-left font-semibold')}>
                  <span className="break-words">{names.get(entry.id)}</span>
                  {mine && (
                    <Badge tone="green" className="ml-2 align-middle">
                      You
                    </Badge>
                  )}
                  <div className="mt-1 text-xs font-normal sm:hidden">
                    {showGroups && <p className="mb-1 font-semibold text-muted">{groupName}</p>}
                    <PicksList picks={entry.picks} />
                    {showPayouts && entry.payout > 0 && (
                      <p className="mt-1 font-semibold">
                        Won <PayoutAmount dollars={entry.payout} />
                      </p>
                    )}
                  </div>
                </th>
                {showGroups && <td className={cn(cell, wideOnly, 'break-words')}>{groupName}</td>}
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
