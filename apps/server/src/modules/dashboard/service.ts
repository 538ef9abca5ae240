import { and, count, eq, inArray } from 'drizzle-orm';
import type { DashboardResponse, UrgentAction } from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries, users } from '../../db/schema';
import { deadlinePassed, hoursUntil, urgencyPriority } from '@fairway/domain';
import { notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { GroupService } from '../groups/service';
import type { GroupTournamentRow } from '../groups/tournament-summaries';

const URGENT_ACTIONS_SHOWN = 3;

/**
 * The signed-in home: the caller's groups, the deadlines they have not picked for yet, and the
 * tournaments their groups are playing or about to play.
 */
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly groups: GroupService,
    private readonly clock: Clock,
  ) {}

  async get(userId: number): Promise<DashboardResponse> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found');
    const { groups, tournaments } = await this.groups.listWithTournaments(userId);
    const myEntries = await this.#entryCounts(
      userId,
      groups.map((g) => g.id),
    );
    const now = this.clock.now();
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

  async #entryCounts(userId: number, groupIds: number[]): Promise<Map<string, number>> {
    if (groupIds.length === 0) return new Map();
    const rows = await this.db
      .select({ groupId: entries.groupId, tournamentId: entries.tournamentId, n: count() })
      .from(entries)
      .where(and(eq(entries.userId, userId), inArray(entries.groupId, groupIds)))
      .groupBy(entries.groupId, entries.tournamentId);
    return new Map(rows.map((row) => [`${row.groupId}:${row.tournamentId}`, row.n]));
  }
}
