import { and, count, countDistinct, eq } from 'drizzle-orm';
import type { PickSubmissions } from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries } from '../../db/schema';
import { dependsOnGroupTournament, type LiveMemory, type LoadingView } from '../live';
import type { TournamentRecord } from '../tournaments';
import { deadlineOf, groupTournamentsOf, type GroupTournamentRecord } from './store';

export interface GroupTournamentRow {
  groupId: number;
  groupTournament: GroupTournamentRecord;
  tournament: TournamentRecord;
  deadline: Date;
  entryCount: number;
  /** Distinct members with at least one entry. */
  submittedMembers: number;
}

interface EntryStats {
  entryCount: number;
  submittedMembers: number;
}

/**
 * Every tournament of some groups with its deadline and entry counts (group pages, the
 * dashboard, the demo). Counting a 5,000-entry group's entries is the slowest part of a
 * dashboard, so the counts are kept per version (in the live memory) and only a changed group
 * is counted again.
 */
export class GroupTournamentSummaries {
  readonly #stats: LoadingView<[link: GroupTournamentRecord], EntryStats>;

  constructor(
    private readonly db: Db,
    memory: LiveMemory,
  ) {
    this.#stats = memory.declare({
      name: 'entry-stats',
      // Per group tournament *version* (bumped by every entry change, on any instance, in the
      // same transaction), so a remembered count is never stale.
      key: ({ groupId, tournamentId, version }: GroupTournamentRecord) =>
        `${groupId}:${tournamentId}:${version}`,
      // Forgotten with the group or the tournament's removal from it.
      dependsOn: (_stats, link) => dependsOnGroupTournament(link.groupId, link.tournamentId),
      bytes: () => 100,
      // Only frees versions nobody asks for any more.
      ttlMs: 60_000,
      versioned: true,
      load: (link) => this.#count(link),
    });
  }

  /** What is remembered (group:tournament:version), for tests. */
  keys(): string[] {
    return this.#stats.keys();
  }

  /** By start date, then id. */
  async load(groupIds: number[]): Promise<GroupTournamentRow[]> {
    const rows = await groupTournamentsOf(this.db, groupIds);
    const stats = await Promise.all(rows.map(({ link }) => this.#stats.get(link)));
    return rows.map(({ link, tournament }, i) => ({
      groupId: link.groupId,
      groupTournament: link,
      tournament,
      deadline: deadlineOf(link, tournament),
      ...stats[i]!,
    }));
  }

  async #count({ groupId, tournamentId }: GroupTournamentRecord): Promise<EntryStats> {
    const [row] = await this.db
      .select({ entryCount: count(), submittedMembers: countDistinct(entries.userId) })
      .from(entries)
      .where(and(eq(entries.groupId, groupId), eq(entries.tournamentId, tournamentId)));
    return row ?? { entryCount: 0, submittedMembers: 0 };
  }
}
/** Members who have picked, out of all members (percentage rounded to a whole number). */
export function pickSubmissions(submitted: number, memberCount: number): PickSubmissions {
  return {
    submitted,
    total: memberCount,
    percentage: memberCount === 0 ? 0 : Math.round((submitted / memberCount) * 100),
  };
}
