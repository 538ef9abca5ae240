import type { DashboardResponse, Group, UrgentAction } from '@fairway/contract';
import { deadlinePassed, hoursUntil, urgencyPriority } from '@fairway/domain';
import type { GroupTournamentRow } from '../game';

const URGENT_ACTIONS_SHOWN = 3;
/** How long a dashboard made at one moment is sent unchanged at most (hours left, to a tenth). */
const CLOCK_STEP_MS = 60_000;

/** What a member's dashboard is made of, remembered by the live read model. */
export interface DashboardFacts {
  user: { id: number; name: string; email: string };
  groups: Group[];
  tournaments: GroupTournamentRow[];
  /** The member's entries per "groupId:tournamentId". */
  myEntries: Map<string, number>;
}

/** The dashboard at `now`: deadlines passed, urgency and hours left move with the clock. */
export function presentDashboard(
  { user, groups, tournaments, myEntries }: DashboardFacts,
  now: Date,
): DashboardResponse {
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const entriesOf = (row: GroupTournamentRow) =>
    myEntries.get(`${row.groupId}:${row.tournament.id}`) ?? 0;
  const item = (row: GroupTournamentRow) => ({
    tournament: {
      id: row.tournament.id,
      name: row.tournament.name,
      location: row.tournament.location,
      status: row.tournament.status,
      round: row.tournament.currentRound,
      par: row.tournament.par,
      startDate: row.tournament.startDate,
      firstTeeTime: row.tournament.firstTeeTime?.toISOString() ?? null,
      entryDeadline: row.deadline.toISOString(),
      isActive: row.groupTournament.isActive,
    },
    group: { id: row.groupId, name: groupName.get(row.groupId) ?? '' },
    entries: entriesOf(row),
  });

  const openWithoutPicks = tournaments
    .filter(
      (row) =>
        row.tournament.status !== 'completed' &&
        row.groupTournament.isActive &&
        !deadlinePassed(row.deadline, now) &&
        entriesOf(row) === 0,
    )
    .sort((a, b) => a.deadline.getTime() - b.deadline.getTime());
  const urgentActions: UrgentAction[] = openWithoutPicks.map((row) => {
    const hours = hoursUntil(row.deadline, now);
    return {
      priority: urgencyPriority(hours),
      tournament: { id: row.tournament.id, name: row.tournament.name },
      group: { id: row.groupId, name: groupName.get(row.groupId) ?? '' },
      hoursUntil: Math.round(hours * 10) / 10,
      deadline: row.deadline.toISOString(),
      hasEntry: false,
    };
  });

  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      groups: groups.map((g) => ({
        id: g.id,
        name: g.name,
        memberCount: g.memberCount,
        role: g.role ?? 'member',
        hasActiveTournament: g.hasActiveTournament,
      })),
    },
    urgentActions: urgentActions.slice(0, URGENT_ACTIONS_SHOWN),
    liveTournaments: tournaments.filter((row) => row.tournament.status === 'active').map(item),
    upcomingTournaments: tournaments
      .filter((row) => row.tournament.status === 'upcoming')
      .map(item),
    summary: {
      totalGroups: groups.length,
      activeEntries: tournaments
        .filter((row) => row.tournament.status !== 'completed')
        .reduce((sum, row) => sum + entriesOf(row), 0),
      urgentDeadlines: urgentActions.filter((action) => action.priority !== 'normal').length,
    },
  };
}

/**
 * Until when the dashboard made at `now` stays right: the next deadline among its tournaments
 * (an urgent action goes), or a minute, whichever is first; hours left and urgency may lag by
 * that minute at most.
 */
export function unchangedUntil({ tournaments }: DashboardFacts, now: Date): number {
  const at = now.getTime();
  let until = at + CLOCK_STEP_MS;
  for (const { deadline } of tournaments) {
    const passes = deadline.getTime();
    if (passes > at && passes < until) until = passes;
  }
  return until;
}
