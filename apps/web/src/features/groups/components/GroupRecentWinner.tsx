import type { Group } from '@fairway/contract';
import { useGroupHistory } from '../../history/api/group-history';
import { RecentWinnerCard } from '../../history/components/RecentWinnerCard';

/** The group's latest winner and payouts, from its history and its own tournament dates. */
export function GroupRecentWinner({ group }: { group: Group }) {
  const history = useGroupHistory(group.id);
  const endDateOf = (tournamentId: number) =>
    group.tournaments.find((tournament) => tournament.id === tournamentId)?.endDate;
  return <RecentWinnerCard items={history.data} endDateOf={endDateOf} />;
}
