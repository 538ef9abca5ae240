import type { GroupTournamentSummary } from '@fairway/contract';
import type { BadgeTone } from '../../../components/ui/Badge';
import { HOUR_MS } from './countdown';

export interface TournamentBadgeLook {
  label: string;
  tone: BadgeTone;
  pulse?: boolean;
}

/**
 * The status badge of groups.md section 4: Completed, Live, then for upcoming tournaments how
 * soon entries close (1, 6 and 24 hours), Entries Closed after the deadline, else Upcoming.
 */
export function tournamentBadge(
  tournament: Pick<GroupTournamentSummary, 'status' | 'entryDeadline' | 'entryDeadlinePassed'>,
  now: number,
): TournamentBadgeLook {
  if (tournament.status === 'completed') return { label: 'Completed', tone: 'neutral' };
  if (tournament.status === 'active') return { label: 'Live', tone: 'live', pulse: true };
  const closed = { label: 'Entries Closed', tone: 'neutral' } as const;
  if (tournament.entryDeadlinePassed) return closed;
  const msLeft = Date.parse(tournament.entryDeadline) - now;
  if (Number.isNaN(msLeft)) return { label: 'Upcoming', tone: 'blue' };
  if (msLeft <= 0) return closed;
  if (msLeft <= HOUR_MS) return { label: 'Closing Soon', tone: 'red', pulse: true };
  if (msLeft <= 6 * HOUR_MS) return { label: 'Closing Today', tone: 'red' };
  if (msLeft <= 24 * HOUR_MS) return { label: 'Open', tone: 'amber' };
  return { label: 'Open', tone: 'green' };
}
