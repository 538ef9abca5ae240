import type { MemberTournament } from '@fairway/contract';
import { BarChart3, ListChecks, Plus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { useNow } from '../../../hooks/useNow';
import { canAddEntry } from '../utils/entry-rules';
import { entryPath, myEntriesPath, standingsPath } from '../utils/paths';

/** Make Picks / Add Entry (while the user may still enter), View My Entries and View Standings. */
export function TournamentCardActions({
  groupId,
  tournament,
}: {
  groupId: number;
  tournament: MemberTournament;
}) {
  // Re-checked each second so the button goes away the moment the deadline passes.
  const now = useNow(1000);
  const hasEntry = tournament.myEntryCount > 0;
  const label = (text: string) => `${text}: ${tournament.name}`;
  return (
    <div className="flex flex-wrap gap-2">
      {canAddEntry(tournament, tournament.myEntryCount, now) && (
        <ButtonLink
          to={entryPath(groupId, tournament.id)}
          aria-label={label(hasEntry ? 'Add Entry' : 'Make Picks')}
          className="grow sm:grow-0"
        >
          <Plus aria-hidden className="size-4" />
          {hasEntry ? 'Add Entry' : 'Make Picks'}
        </ButtonLink>
      )}
      <ButtonLink
        to={myEntriesPath(groupId, tournament.id)}
        variant="secondary"
        aria-label={label('View My Entries')}
        className="grow sm:grow-0"
      >
        <ListChecks aria-hidden className="size-4" />
        View My Entries
      </ButtonLink>
      <ButtonLink
        to={standingsPath(groupId, tournament.id)}
        variant="secondary"
        aria-label={label('View Standings')}
        className="grow sm:grow-0"
      >
        <BarChart3 aria-hidden className="size-4" />
        View Standings
      </ButtonLink>
    </div>
  );
}
