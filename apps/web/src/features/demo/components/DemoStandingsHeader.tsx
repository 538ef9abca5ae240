import type { StandingsResponse } from '@fairway/contract';
import { ArrowLeft, Flag } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { TournamentStatusBadge } from '../../../components/TournamentStatusBadge';
import { PrizePoolLine, TournamentTitle, currentRoundText, showsPayouts } from '../../standings';
import { DEMO_PATH } from '../paths';

interface DemoStandingsHeaderProps {
  groupName: string | undefined;
  tournament: StandingsResponse['tournament'];
  prizePool: number;
}

/**
 * The demo standings' title: the tournament, its status and round, the demo group it is played
 * in and the prize pool, with the way back to the tour and on to the golfers' leaderboard.
 */
export function DemoStandingsHeader({
  groupName,
  tournament,
  prizePool,
}: DemoStandingsHeaderProps) {
  const round = currentRoundText(tournament);
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <ButtonLink to={DEMO_PATH} variant="secondary" size="sm">
          <ArrowLeft aria-hidden className="size-4" />
          Back to the Demo Group
        </ButtonLink>
        <ButtonLink to={`/leaderboard?tournament=${tournament.id}`} variant="ghost" size="sm">
          <Flag aria-hidden className="size-4" />
          Tournament Leaderboard
        </ButtonLink>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <TournamentStatusBadge status={tournament.status} />
        {round && <span className="font-semibold text-ink">{round}</span>}
        {groupName && <span className="text-muted">{groupName} · demo group</span>}
      </div>
      <TournamentTitle tournament={tournament} />
      {showsPayouts(prizePool) && (
        <PrizePoolLine prizePool={prizePool} status={tournament.status} />
      )}
    </header>
  );
}
