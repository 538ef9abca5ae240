import { anyRecentlyFinished, RecentWinnerCard, useMyHistory } from '../../history';
import { useTournaments } from '../../tournaments';

/**
 * The latest winner and payouts across the user's groups. History items carry only a start
 * date, so the end date comes from the season list.
 */
export function LatestWinner() {
  const season = useTournaments();
  const history = useMyHistory({
    enabled: anyRecentlyFinished(season.data ?? [], new Date()),
  });
  const endDateOf = (tournamentId: number) =>
    season.data?.find((tournament) => tournament.id === tournamentId)?.endDate;
  return <RecentWinnerCard items={history.data} endDateOf={endDateOf} />;
}
