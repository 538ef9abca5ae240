import { asc, eq } from 'drizzle-orm';
import type { DemoResponse } from '@fairway/contract';
import type { Db } from '../../db/client';
import { chatMessages, groupMembers, poolGroups, users } from '../../db/schema';
import { notFound } from '../../lib/domain-errors';
import { pickSubmissions, type GroupTournamentSummaries } from '../game';

const DEMO_MESSAGES_SHOWN = 50;

/** GET /api/pool-groups/demo: the seeded demo group, public and read-only. */
export class DemoService {
  constructor(
    private readonly db: Db,
    private readonly summaries: GroupTournamentSummaries,
  ) {}

  async get(): Promise<DemoResponse> {
    const [group] = await this.db
      .select()
      .from(poolGroups)
      .where(eq(poolGroups.isDemo, true))
      .limit(1);
    if (!group) throw notFound('Demo data not available');
    const [members, messages, tournaments] = await Promise.all([
      this.db
        .select({ id: users.id, name: users.name, role: groupMembers.role })
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .where(eq(groupMembers.groupId, group.id))
        .orderBy(asc(groupMembers.id)),
      this.db
        .select({
          id: chatMessages.id,
          userName: users.name,
          emoji: chatMessages.emoji,
          message: chatMessages.message,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.userId))
        .where(eq(chatMessages.groupId, group.id))
        .orderBy(asc(chatMessages.id))
        .limit(DEMO_MESSAGES_SHOWN),
      this.summaries.load([group.id]),
    ]);
    return {
      group: { id: group.id, name: group.name, description: group.description },
      members,
      messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      // The demo shows what a member could still play: live and upcoming tournaments.
      tournaments: tournaments
        .filter((row) => row.tournament.status !== 'completed')
        .map((row) => ({
          id: row.tournament.id,
          name: row.tournament.name,
          location: row.tournament.location,
          status: row.tournament.status,
          startDate: row.tournament.startDate,
          endDate: row.tournament.endDate,
          pickSubmissions: pickSubmissions(row.submittedMembers, members.length),
        })),
    };
  }
}
