import { useMyHistory } from '../../history/api/my-history';
import { RecentWinnerCard } from '../../history/components/RecentWinnerCard';
import { useTournaments } from '../../tournaments/api/tournaments';

/**
 * The latest winner and payouts across the user's groups. History items carry only a start
 * date, so the end date comes from the season list.
 */
export function LatestWinner() {
  const history = useMyHistory();
  const season = useTournaments();
  const endDateOf = (tournamentId: number) =>
    season.data?.find((tournament) => tournament.id === tournamentId)?.endDate;
  return <RecentWinnerCard items={history.data} endDateOf={endDateOf} />;
}
