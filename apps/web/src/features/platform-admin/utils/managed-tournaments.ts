import type { TournamentStatus, TournamentSummary } from '@fairway/contract';

/** The admin page manages what can still change: upcoming and live events. */
const MANAGED: readonly TournamentStatus[] = ['active', 'upcoming'];

/** Upcoming and active tournaments, soonest start first; completed ones are left out. */
export const managedTournaments = (list: readonly TournamentSummary[]): TournamentSummary[] =>
  list
    .filter((tournament) => MANAGED.includes(tournament.status))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
