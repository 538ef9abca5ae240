import { uniquePicks } from '@fairway/domain';
import { Clock, Users } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState, ErrorPanel } from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import {
  ChancesCard,
  StandingsLegend,
  StandingsSkeleton,
  StandingsTable,
  payoutLabel,
  showsPayouts,
  type RowJump,
} from '../standings';
import { useDemo } from './api/demo';
import { useDemoMyEntries, useDemoStandings } from './api/demo-standings';
import { DemoBanner } from './components/DemoBanner';
import { DemoClosingCall } from './components/DemoClosingCall';
import { DemoPlayerCard } from './components/DemoPlayerCard';
import { DemoStandingsHeader } from './components/DemoStandingsHeader';
import { DEMO_PATH } from './paths';

const ERROR_TITLE = 'Error Loading Standings';

/**
 * /demo/tournament/{tournamentId}/standings: the demo group's standings for a visitor, read-only
 * (docs/rules.md, "Demo"). The same table, Win and Your Chances a member sees, from the same
 * server code, with the visitor playing as one of the demo's members.
 */
export function DemoStandingsPage() {
  const tournamentId = Number(useParams().tournamentId);
  const valid = Number.isInteger(tournamentId) && tournamentId > 0;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6">
      <DemoBanner />
      {valid ? (
        <DemoStandings key={tournamentId} tournamentId={tournamentId} />
      ) : (
        <ErrorPanel title={ERROR_TITLE} message="Tournament not found">
          <BackToDemo />
        </ErrorPanel>
      )}
      <DemoClosingCall />
    </div>
  );
}

function BackToDemo() {
  return (
    <ButtonLink to={DEMO_PATH} variant="secondary">
      Back to the Demo Group
    </ButtonLink>
  );
}

function DemoStandings({ tournamentId }: { tournamentId: number }) {
  const demo = useDemo();
  const standings = useDemoStandings(tournamentId);
  const live = standings.data?.tournament.status === 'active';
  const mine = useDemoMyEntries(tournamentId, live);
  const popularity = standings.data?.popularity;
  const uniqueGolfers = useMemo(() => uniquePicks(popularity ?? []), [popularity]);
  const rowJump = useRef<RowJump>(null);

  if (standings.isPending) return <StandingsSkeleton />;
  if (standings.isError)
    return (
      <ErrorPanel
        title={ERROR_TITLE}
        message={errorMessage(standings.error, 'Failed to fetch standings')}
        onRetry={() => void standings.refetch()}
      >
        <BackToDemo />
      </ErrorPanel>
    );

  const { tournament, prizePool, standings: rows, forecast } = standings.data;
  const playerId = live ? (mine.data?.player?.id ?? null) : null;
  const header = (
    <DemoStandingsHeader
      groupName={demo.data?.group.name}
      tournament={tournament}
      prizePool={prizePool}
    />
  );
  if (!tournament.started || rows.length === 0)
    return (
      <>
        {header}
        <EmptyState
          icon={tournament.started ? <Users className="size-6" /> : <Clock className="size-6" />}
          title={tournament.started ? 'No Pool Entries' : 'Picks Stay Hidden Until the First Tee'}
        >
          {tournament.started
            ? 'Nobody in the demo group entered this tournament.'
            : 'Members see everyone’s picks and the live standings once the tournament starts.'}
        </EmptyState>
      </>
    );

  return (
    <>
      {header}
      {live && (
        <DemoPlayerCard
          mine={mine.isError ? undefined : mine.data}
          onJump={(entryId) => rowJump.current?.jumpTo(entryId)}
        />
      )}
      <div>
        <StandingsTable
          rows={rows}
          uniqueGolfers={uniqueGolfers}
          poolType={tournament.poolType}
          userId={playerId}
          tournamentName={tournament.name}
          status={tournament.status}
          showPayouts={showsPayouts(prizePool)}
          payoutLabel={payoutLabel(tournament.status)}
          winningScore={tournament.winningScore}
          jumpRef={rowJump}
        />
        <StandingsLegend lastUpdated={tournament.lastUpdated} live={live} />
      </div>
      {demo.data && (
        <ChancesCard
          groupId={demo.data.group.id}
          tournamentId={tournamentId}
          rows={rows}
          userId={playerId}
          live={live}
          showPayouts={showsPayouts(prizePool)}
          simulations={forecast?.simulations ?? null}
          demo
        />
      )}
    </>
  );
}
