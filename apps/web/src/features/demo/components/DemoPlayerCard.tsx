import type { DemoMyEntriesResponse } from '@fairway/contract';
import { ArrowDownToLine, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/States';
import { MyEntriesTable } from '../../my-entry';

interface DemoPlayerCardProps {
  /** The demo player's entries, or undefined while they load. */
  mine: DemoMyEntriesResponse | undefined;
  /** Brings the player's (best) row of the table into view. */
  onJump?: (entryId: number) => void;
}

/**
 * "You are playing as …": the demo player's "my entry" card, the one a member sees at the top of
 * a live tournament's standings (rank of N, score, chance to win and to cash, payout if it ended
 * now, whom to root for), for the fictional member a visitor plays as.
 */
export function DemoPlayerCard({ mine, onJump }: DemoPlayerCardProps) {
  const headingId = useId();
  if (mine && (!mine.player || mine.entries.length === 0)) return null;
  const best = mine?.entries[0];
  return (
    <Card className="space-y-3 p-3 sm:p-4">
      <section aria-labelledby={headingId} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <div className="flex min-w-0 items-start gap-2">
            <UserRound aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="min-w-0">
              <h2 id={headingId} className="break-words font-semibold">
                {mine?.player ? `You are playing as ${mine.player.name}` : 'Your entry'}
              </h2>
              <p className="text-sm text-muted">
                A demo member&apos;s {mine && mine.entries.length > 1 ? 'entries' : 'entry'}, as
                they see {mine && mine.entries.length > 1 ? 'them' : 'it'} during play. Nothing here
                is saved.
              </p>
            </div>
          </div>
          {best && onJump && (
            <Button variant="ghost" size="sm" onClick={() => onJump(best.entryId)}>
              <ArrowDownToLine aria-hidden className="size-4" />
              Jump to my row
            </Button>
          )}
        </div>
        {mine ? (
          <MyEntriesTable body={mine} />
        ) : (
          <div role="status" aria-label="Loading your entry" className="space-y-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-5 w-3/4" />
          </div>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span className="text-muted">Want your own entry?</span>
          <ButtonLink to="/register" size="sm">
            Start a Pool Free
          </ButtonLink>
        </p>
      </section>
    </Card>
  );
}
