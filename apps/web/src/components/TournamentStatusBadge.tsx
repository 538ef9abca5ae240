import type { TournamentStatus } from '@fairway/contract';
import { Badge, type BadgeTone } from './ui/Badge';

const looks: Record<TournamentStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Live', tone: 'live' },
  upcoming: { label: 'Upcoming', tone: 'blue' },
  completed: { label: 'Final', tone: 'neutral' },
};

/** Live (pulsing), Upcoming or Final: the same words on the schedule and on the leaderboard. */
export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
  const { label, tone } = looks[status];
  return (
    <Badge tone={tone} pulse={status === 'active'}>
      {label}
    </Badge>
  );
}
