import { uniquePicks } from '@fairway/domain';
import { Users } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { Later } from '../../components/ui/Later';
import { EmptyState, ErrorPanel } from '../../components/ui/States';
import { ApiError, errorMessage } from '../../lib/api';
import { formatCount } from '../../lib/format';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useGroupEvents } from '../../lib/live';
import { entriesFromStandings, PinnedMyEntry } from '../my-entry';
import { TournamentChanges } from '../tournament-changes';
import { usePageStandings } from './api/first-rows';
import { ChancesCard } from './components/ChancesCard';
import { PopularityCard } from './components/PopularityCard';
import { PositionChartSection } from './components/PositionChartSection';
import { BackToTournaments, StandingsHeader } from './components/StandingsHeader';
import { StandingsLegend } from './components/StandingsLegend';
import { NotStartedPanel } from './components/NotStartedPanel';
import { StandingsLocked } from './components/StandingsLocked';
import { StandingsSkeleton } from './components/StandingsSkeleton';
import { StandingsTable } from './components/StandingsTable';
import type { RowJump } from './components/row-jump';
import { payoutLabel, showsPayouts } from './standings-rules';

const ERROR_TITLE = 'Error Loading Standings';
const ERROR_FALLBACK = 'Failed to fetch standings';

const isId = (value: number) => Number.isInteger(value) && value > 0;

/** /groups/{groupId}/tournament/{tournamentId}/standings: the group's live pool table. */
export function StandingsPage() {
  const params = useParams();
  const groupId = Number(params.groupId);
  const tournamentId = Number(params.tournamentId);
  return (
    <div className="mx-auto max-w-6xl">
      {isId(groupId) && isId(tournamentId) ? (
        // Keyed: another tournament's standings start afresh (first rows first).
        <Standings
          key={`${groupId}:${tournamentId}`}
          groupId={groupId}
          tournamentId={tournamentId}
        />
      ) : (
        <ErrorPanel title={ERROR_TITLE} message="Tournament not found" />
      )}
    </div>
  );
}

function Standings({ groupId, tournamentId }: { groupId: number; tournamentId: number }) {
  const { userId } = useAuth();
  // The group's live stream invalidates these standings the moment the leaderboard moves.
  const liveStatus = useGroupEvents(groupId);
  // A big pool's first rows show while its whole body is on its way (api/first-rows.ts).
  const standings = usePageStandings(groupId, tournamentId);
  const popularity = (standings.whole ?? standings.head)?.popularity;
  const uniqueGolfers = useMemo(() => uniquePicks(popularity ?? []), [popularity]);
  // "Jump to my row" on the pinned "my entry" card reaches the member's row through the table.
  const rowJump = useRef<RowJump>(null);

  if (standings.isPending) return <StandingsSkeleton />;
  const { error } = standings;
  if (error instanceof ApiError && error.status === 402)
    return <StandingsLocked groupId={groupId} reason={error.message} />;
  if (error) {
    // Not a member, or no such tournament in the group: trying again will not change that.
    const hopeless = error instanceof ApiError && error.status === 404;
    return (
      <ErrorPanel
        title={ERROR_TITLE}
        message={errorMessage(error, ERROR_FALLBACK)}
        onRetry={hopeless ? undefined : standings.retry}
      >
        <BackToTournaments groupId={groupId} />
      </ErrorPanel>
    );
  }

  const shown = (standings.whole ?? standings.head)!;
  const { tournament, prizePool, standings: rows } = shown;
  // How many entries are still on their way while only the first rows are here.
  const coming = standings.head ? standings.head.beyond.totalEntries - rows.length : 0;
  let body;
  if (!tournament.started) {
    body = <NotStartedPanel groupId={groupId} tournament={tournament} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState icon={<Users className="size-6" />} title="No Pool Entries">
        Nobody in this group entered this tournament, so there is nothing to rank.
      </EmptyState>
    );
  } else {
    body = (
      <div className="space-y-6">
        <div>
          <StandingsTable
            rows={rows}
            uniqueGolfers={uniqueGolfers}
            poolType={tournament.poolType}
            userId={userId}
            tournamentName={tournament.name}
            status={tournament.status}
            showPayouts={showsPayouts(prizePool)}
            payoutLabel={payoutLabel(tournament.status)}
            winningScore={tournament.winningScore}
            beyond={standings.head?.beyond}
            jumpRef={rowJump}
          />
          {coming > 0 && (
            <p role="status" className="mt-3 text-center text-sm text-muted">
              Showing the first {rows.length} of {formatCount(rows.length + coming)} entries; the
              rest are on their way…
            </p>
          )}
          <StandingsLegend
            lastUpdated={tournament.lastUpdated}
            live={tournament.status === 'active'}
          />
        </div>
        {/* A big pool's first rows come first; the cards below them follow, with every row. */}
        {standings.whole && (
          <Later>
            <ChancesCard
              groupId={groupId}
              tournamentId={tournamentId}
              rows={rows}
              userId={userId}
              live={tournament.status === 'active'}
              showPayouts={showsPayouts(prizePool)}
              simulations={shown.forecast?.simulations ?? null}
            />
            <PositionChartSection rows={rows} userId={userId} />
            <PopularityCard
              popularity={shown.popularity}
              entryCount={rows.length}
              uniqueCount={uniqueGolfers.size}
            />
          </Later>
        )}
      </div>
    );
  }
  return (
    <>
      <StandingsHeader
        groupId={groupId}
        tournament={tournament}
        prizePool={prizePool}
        liveStatus={liveStatus}
      />
      {tournament.status === 'active' && rows.length > 0 && (
        <PinnedMyEntry
          groupId={groupId}
          tournamentId={tournamentId}
          known={entriesFromStandings(shown, userId, {
            totalEntries: rows.length + coming,
            hasPrizes: showsPayouts(prizePool),
          })}
          moreRows={coming > 0}
          // The member's row may be beyond the first rows: the jump waits for the whole table.
          onJump={standings.whole ? (entryId) => rowJump.current?.jumpTo(entryId) : undefined}
        />
      )}
      {body}
      {/* How the pool's money or rules changed once play began, when they did (members see it). */}
      <TournamentChanges
        groupId={groupId}
        tournamentId={tournamentId}
        started={tournament.started}
        className="mt-6"
      />
    </>
  );
}
