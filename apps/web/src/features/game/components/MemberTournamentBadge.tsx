import type { MemberTournament } from '@fairway/contract';
import { statusBadge } from '@fairway/domain';
import { Badge } from '../../../components/ui/Badge';
import { useNow } from '../../../hooks/useNow';

type BadgeFields = Pick<
  MemberTournament,
  'status' | 'entryDeadline' | 'firstTeeTime' | 'startDate' | 'isActive'
>;

/**
 * The shared status badge rule (packages/contract/src/rules/status-badge.ts) for a member's
 * tournament, re-read each minute as the deadline nears. Entries count as closed until the first
 * tee time (or the start date), and while the group admin has them disabled.
 */
export function MemberTournamentBadge({ tournament }: { tournament: BadgeFields }) {
  const now = useNow(60_000);
  const { label, tone } = statusBadge(
    {
      status: tournament.status,
      entryDeadline: tournament.entryDeadline,
      startsAt: tournament.firstTeeTime ?? tournament.startDate,
      entriesEnabled: tournament.isActive,
    },
    new Date(now),
  );
  return (
    <Badge tone={tone} pulse={label === 'Live' || label === 'Closing Soon'}>
      {label}
    </Badge>
  );
}
