import { and, count, eq, inArray } from 'drizzle-orm';
import type { DashboardResponse } from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries, users } from '../../db/schema';
import { notFound } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { GroupService } from '../groups/service';
import type { LiveMemory } from '../live';
import { presentDashboard, type DashboardFacts } from './present';

/**
 * The signed-in home: the caller's groups, the deadlines they have not picked for yet, and the
 * tournaments their groups are playing or about to play.
 */
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly groups: GroupService,
    private readonly clock: Clock,
    private readonly memory: LiveMemory,
  ) {}

  /**
   * From the live read model: what the dashboard is made of is remembered per member until a
   * change to one of their groups (or to them) is announced; the parts that move with the
   * clock (urgency, hours left) are worked out on every request.
   */
  async get(userId: number): Promise<DashboardResponse> {
    const facts = await this.memory.get(`dashboard:${userId}`, () => this.#load(userId));
    return presentDashboard(facts, this.clock.now());
  }

  async #load(userId: number) {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found');
    const { groups, tournaments } = await this.groups.listWithTournaments(userId);
    const groupIds = groups.map((g) => g.id);
    const myEntries = await this.#entryCounts(userId, groupIds);
    const facts: DashboardFacts = {
      user: { id: user.id, name: user.name, email: user.email },
      groups,
      tournaments,
      myEntries,
    };
    // A rough size: the memory is bounded by bytes, not by members.
    const bytes = 400 + groups.length * 300 + tournaments.length * 900;
    return { value: facts, dependsOn: { groups: groupIds, users: [userId] }, bytes };
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
