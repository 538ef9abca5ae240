import type { StandingsResponse } from '@fairway/contract';
import { ArrowLeft, Scissors, Trophy } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/Button';
import type { StreamStatus } from '../../../lib/live';
import { PausedNote } from '../../chat';
import { TournamentStatusBadge } from '../../../components/TournamentStatusBadge';
import {
  currentRoundText,
  cutScoreText,
  poolTypeText,
  projectedCutText,
  showsPayouts,
  winningScoreText,
} from '../standings-rules';
import { PrizePoolLine } from './PrizePoolLine';
import { TournamentTitle } from './TournamentTitle';

interface StandingsHeaderProps {
  groupId: number;
  tournament: StandingsResponse['tournament'];
  /** Dollars paid out; 0 for a free pool, which shows no money at all. */
  prizePool: number;
  liveStatus: StreamStatus;
}

export const tournamentsPath = (groupId: number) => `/groups/${groupId}/tournaments`;

export function BackToTournaments({ groupId }: { groupId: number }) {
  return (
    <ButtonLink to={tournamentsPath(groupId)} variant="secondary" size="sm">
      <ArrowLeft aria-hidden className="size-4" />
      Back to Tournaments
    </ButtonLink>
  );
}

/** Whether pushes from the group's stream are arriving (the badge already says "Live"). */
function StreamNote({ status }: { status: StreamStatus }) {
  if (status === 'open') {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs font-medium text-success">
        <span aria-hidden className="size-2 rounded-full bg-success motion-safe:animate-pulse" />
        Updating as scores come in
      </span>
    );
  }
  if (status === 'reconnecting') return <span className="text-xs text-muted">Reconnecting…</span>;
  if (status === 'paused') return <PausedNote />;
  return null;
}

/**
 * Title, status and round, the pool's cut rule, where the cut falls, the winning score once
 * completed and, when the pool pays, its prize pool.
 */
export function StandingsHeader({
  groupId,
  tournament,
  prizePool,
  liveStatus,
}: StandingsHeaderProps) {
  const round = currentRoundText(tournament);
  const winningScore = winningScoreText(tournament);
  const cutLines = [projectedCutText(tournament.projectedCut), cutScoreText(tournament)].filter(
    (text): text is string => text !== null,
  );
  return (
    <header className="mb-6 space-y-3">
      <BackToTournaments groupId={groupId} />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <TournamentStatusBadge status={tournament.status} />
        {round && <span className="font-semibold text-ink">{round}</span>}
        {tournament.status === 'active' && <StreamNote status={liveStatus} />}
      </div>
      <TournamentTitle tournament={tournament} />
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="sand">{poolTypeText(tournament.poolType)}</Badge>
        {cutLines.map((text) => (
          <Badge key={text} tone="neutral" className="tabular">
            <Scissors aria-hidden className="size-3" />
            {text}
          </Badge>
        ))}
        {/* What tiebreak guesses were measured against, once the tournament is over. */}
        {winningScore && (
          <Badge tone="neutral" className="tabular">
            <Trophy aria-hidden className="size-3" />
            {winningScore}
          </Badge>
        )}
      </div>
      {showsPayouts(prizePool) && (
        <PrizePoolLine prizePool={prizePool} status={tournament.status} />
      )}
    </header>
  );
}
