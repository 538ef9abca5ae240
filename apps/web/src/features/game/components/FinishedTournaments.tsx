import type { GroupTournamentSummary } from '@fairway/contract';
import { Trophy } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { formatDateRange } from '../../../lib/format';

/**
 * The group's finished tournaments, latest first, each with its final standings: a group
 * whose only tournament ended still has somewhere to look (not "No Tournaments Available").
 */
export function FinishedTournaments({
  groupId,
  tournaments,
}: {
  groupId: number;
  tournaments: readonly GroupTournamentSummary[];
}) {
  const finished = tournaments
    .filter((tournament) => tournament.status === 'completed')
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  if (finished.length === 0) return null;
  return (
    <section aria-labelledby="section-finished" className="space-y-3">
      <h2 id="section-finished" className="text-lg font-semibold">
        Finished
      </h2>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {finished.map((tournament) => (
          <li key={tournament.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <Trophy aria-hidden className="size-5 shrink-0 text-sand" />
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium">{tournament.name}</p>
              <p className="text-sm text-muted">
                {formatDateRange(tournament.startDate, tournament.endDate)} ·{' '}
                {tournament.entryCount} {tournament.entryCount === 1 ? 'entry' : 'entries'}
              </p>
            </div>
            <ButtonLink
              to={`/groups/${groupId}/tournament/${tournament.id}/standings`}
              variant="secondary"
              size="sm"
              aria-label={`Final standings of ${tournament.name}`}
            >
              Final Standings
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
