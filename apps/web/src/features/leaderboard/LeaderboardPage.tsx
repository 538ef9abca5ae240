import { Flag, Trophy } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState, ErrorPanel } from '../../components/ui/States';
import { errorMessage } from '../../lib/api';
import { featuredTournament, useTournaments } from '../tournaments';
import { useLeaderboard } from './api/leaderboard';
import { useMyGolfers } from './api/my-golfers';
import { LeaderboardHeader } from './components/LeaderboardHeader';
import { LeaderboardSkeleton } from './components/LeaderboardSkeleton';
import { LeaderboardTable } from './components/LeaderboardTable';

const ERROR_TITLE = 'Error Loading Leaderboard';
const ERROR_FALLBACK = 'The leaderboard could not be loaded. Please try again.';

/** `?tournament=12` picks a tournament (the schedule links here); anything else means "the featured one". */
function requestedTournamentId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** /leaderboard: the active tournament's field, else the next upcoming one's, or the one asked for. */
export function LeaderboardPage() {
  const [params] = useSearchParams();
  const requestedId = requestedTournamentId(params.get('tournament'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {requestedId === null ? (
        <FeaturedLeaderboard />
      ) : (
        <TournamentLeaderboard tournamentId={requestedId} />
      )}
    </div>
  );
}

/** Without a named tournament the schedule decides: active first, else the next upcoming one. */
function FeaturedLeaderboard() {
  const tournaments = useTournaments();
  if (tournaments.isPending) return <LeaderboardSkeleton />;
  if (tournaments.isError)
    return (
      <ErrorPanel
        title={ERROR_TITLE}
        message={errorMessage(tournaments.error, ERROR_FALLBACK)}
        onRetry={() => void tournaments.refetch()}
      />
    );
  const featured = featuredTournament(tournaments.data);
  return featured ? <TournamentLeaderboard tournamentId={featured.id} /> : <NoActiveTournament />;
}

function TournamentLeaderboard({ tournamentId }: { tournamentId: number }) {
  const board = useLeaderboard(tournamentId);
  // A member's golfers are marked from the first paint of the rows (asked for alongside).
  const mine = useMyGolfers(tournamentId);
  if (board.isPending || (board.isSuccess && !mine.ready)) return <LeaderboardSkeleton />;
  if (board.isError)
    return (
      <ErrorPanel
        title={ERROR_TITLE}
        message={errorMessage(board.error, ERROR_FALLBACK)}
        onRetry={() => void board.refetch()}
      />
    );

  const { data } = board;
  return (
    <>
      <LeaderboardHeader
        board={data}
        refreshing={board.isFetching}
        onRefresh={() => void board.refetch()}
      />
      {data.leaderboard.length === 0 ? (
        <EmptyState icon={<Flag className="size-6" />} title="Check Back Soon.">
          The field and tee times appear here once they are posted, and scores follow as soon as
          play begins.
        </EmptyState>
      ) : (
        <LeaderboardTable
          rows={data.leaderboard}
          par={data.tournament.par}
          tournamentName={data.tournament.name}
          mine={mine.golfers}
        />
      )}
    </>
  );
}

function NoActiveTournament() {
  return (
    <EmptyState
      icon={<Trophy className="size-6" />}
      title="No Active Tournament"
      action={
        <ButtonLink to="/tournaments" variant="secondary">
          See the season schedule
        </ButtonLink>
      }
    >
      Check back when a tournament is active. Past results stay on the schedule.
    </EmptyState>
  );
}
