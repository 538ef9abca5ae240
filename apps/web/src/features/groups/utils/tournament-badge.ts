import type { GroupTournamentSummary } from '@fairway/contract';
import type { BadgeTone } from '../../../components/ui/Badge';
import { statusBadge } from '@fairway/domain';

export interface TournamentBadgeLook {
  label: string;
  tone: BadgeTone;
  pulse?: boolean;
}

/**
 * The status badge, from the shared rule (packages/contract/src/rules/status-badge.ts); a group
 * card also pulses the urgent ones. The start is the first tee time (or the start date) for
 * "Entries Closed", which is also what entries the group admin disabled read as.
 */
export function tournamentBadge(
  tournament: Pick<
    GroupTournamentSummary,
    'status' | 'entryDeadline' | 'startDate' | 'firstTeeTime' | 'isActive'
  >,
  now: number,
): TournamentBadgeLook {
  const { label, tone } = statusBadge(
    {
      status: tournament.status,
      entryDeadline: tournament.entryDeadline,
      startsAt: tournament.firstTeeTime ?? `${tournament.startDate}T23:59:59Z`,
      entriesEnabled: tournament.isActive,
    },
    new Date(now),
  );
  return { label, tone, pulse: label === 'Live' || label === 'Closing Soon' };
}
