import type { DemoResponse } from '@fairway/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import { firstMessages } from '../chat';
import { pickSubmissions, type GroupTournamentSummaries } from '../game';
import { findDemoGroup, membersInJoinOrder } from '../groups';

const DEMO_MESSAGES_SHOWN = 50;

/** GET /api/pool-groups/demo: the seeded demo group, public and read-only. */
export class DemoService {
  constructor(
    private readonly db: Db,
    private readonly summaries: GroupTournamentSummaries,
  ) {}

  async get(): Promise<DemoResponse> {
    const group = await findDemoGroup(this.db);
    if (!group) throw notFound('Demo data not available');
    const [members, messages, tournaments] = await Promise.all([
      membersInJoinOrder(this.db, group.id),
      firstMessages(this.db, group.id, DEMO_MESSAGES_SHOWN),
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
