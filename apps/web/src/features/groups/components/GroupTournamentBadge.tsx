import type { GroupTournamentSummary } from '@fairway/contract';
import { Badge } from '../../../components/ui/Badge';
import { useNow } from '../../../hooks/useNow';
import { tournamentBadge } from '../utils/tournament-badge';

/**
 * The shared status badge rule (packages/contract/src/rules/status-badge.ts), re-evaluated each
 * minute as the deadline nears.
 */
export function GroupTournamentBadge({ tournament }: { tournament: GroupTournamentSummary }) {
  const now = useNow(60_000);
  const { label, tone, pulse } = tournamentBadge(tournament, now);
  return (
    <Badge tone={tone} pulse={pulse}>
      {label}
    </Badge>
  );
}
