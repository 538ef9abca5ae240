import type { Group } from '@fairway/contract';
import { RecentWinnerCard, useGroupHistory } from '../../history';

/** The group's latest winner and payouts, from its history and its own tournament dates. */
export function GroupRecentWinner({ group }: { group: Group }) {
  const history = useGroupHistory(group.id);
  const endDateOf = (tournamentId: number) =>
    group.tournaments.find((tournament) => tournament.id === tournamentId)?.endDate;
  return <RecentWinnerCard items={history.data} endDateOf={endDateOf} />;
}
