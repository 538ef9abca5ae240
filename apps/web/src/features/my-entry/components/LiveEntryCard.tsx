import type { MyEntriesResponse } from '@fairway/contract';
import { ChevronRight } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { useLiveMyEntries } from '../api/live-my-entries';
import { placeholderEntries } from '../provisional';
import { MyEntriesTable } from './MyEntriesTable';

interface LiveEntryCardProps {
  groupId: number;
  tournamentId: number;
  tournamentName: string;
  /** The group, where several may show (the dashboard); the group page leaves it out. */
  groupName?: string;
  /** The round, when the caller knows it before the entries arrive (they tell it too). */
  round?: number;
  /** How many entries the member has, when the caller knows: their rows are laid out while loading. */
  entryCount?: number;
  /** The tournament's standings in this group. */
  standingsTo: string;
}

/** Rows to lay out while the entries load (a pool with prizes: the most columns). */
const placeholderBody = (count: number): MyEntriesResponse => ({
  tournament: { id: 0, name: '', status: 'active', round: 0 },
  // Unseen ("of N" keeps its room hidden): a count of two figures, as most pools have.
  totalEntries: 10,
  paidPlaces: 0,
  hasPrizes: true,
  entries: placeholderEntries(count),
});

/**
 * A tournament in play, led by how the member's entries stand (rank, score, chances, payout if
 * it ended now, whom to root for): first on the dashboard and the group page while it is live.
 */
export function LiveEntryCard({
  groupId,
  tournamentId,
  tournamentName,
  groupName,
  round,
  entryCount = 1,
  standingsTo,
}: LiveEntryCardProps) {
  const mine = useLiveMyEntries(groupId, tournamentId);
  const roundNow = mine.data?.tournament.round ?? round;
  const detail = [groupName, roundNow ? `Round ${roundNow}` : null].filter(Boolean).join(' · ');
  let body;
  if (mine.isPending) body = <MyEntriesTable body={placeholderBody(entryCount)} pending="all" />;
  else if (mine.isError)
    body = (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        Your entry could not be loaded just now.
        <Button variant="secondary" size="sm" onClick={() => void mine.refetch()}>
          Try again
        </Button>
      </p>
    );
  else if (mine.data.entries.length === 0)
    body = <p className="text-sm text-muted">You have no entry in this tournament.</p>;
  else body = <MyEntriesTable body={mine.data} />;

  return (
    <Card className="space-y-3 p-3 sm:p-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
            <span className="min-w-0 break-words">{tournamentName}</span>
            <Badge tone="live" pulse>
              Live
            </Badge>
          </h3>
          {/* A line's room kept before the round is known, so nothing below moves. */}
          <p className="min-h-5 text-sm text-muted">{detail}</p>
        </div>
        <ButtonLink
          to={standingsTo}
          variant="secondary"
          size="sm"
          aria-label={`Standings of ${tournamentName}`}
          className="shrink-0"
        >
          Standings
          <ChevronRight aria-hidden className="size-4" />
        </ButtonLink>
      </div>
      {body}
    </Card>
  );
}
