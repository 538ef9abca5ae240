import { and, count, countDistinct, eq } from 'drizzle-orm';
import type { PickSubmissions } from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries } from '../../db/schema';
import type { LiveMemory } from '../live';
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
 * Entry counts are remembered per group tournament *version* (bumped by every entry change,
 * on any instance, in the same transaction), so a remembered count is never stale; the expiry
 * only frees versions nobody asks for any more.
 */
const STATS_TTL_MS = 60_000;
const STATS_PREFIX = 'entry-stats/';
const STATS_BYTES = 100;

/**
 * Every tournament of some groups with its deadline and entry counts (group pages, the
 * dashboard, the demo). Counting a 5,000-entry group's entries is the slowest part of a
 * dashboard, so the counts are kept per version (in the live memory) and only a changed group
 * is counted again.
 */
export class GroupTournamentSummaries {
  constructor(
    private readonly db: Db,
    private readonly memory: LiveMemory,
  ) {}

  /** What is remembered (group:tournament:version), for tests. */
  keys(): string[] {
    return this.memory.keysOf(STATS_PREFIX);
  }

  /** By start date, then id. */
  async load(groupIds: number[]): Promise<GroupTournamentRow[]> {
    const rows = await groupTournamentsOf(this.db, groupIds);
    const stats = await Promise.all(rows.map(({ link }) => this.#statsOf(link)));
    return rows.map(({ link, tournament }, i) => ({
      groupId: link.groupId,
      groupTournament: link,
      tournament,
      deadline: deadlineOf(link, tournament),
      ...stats[i]!,
    }));
  }

  #statsOf(link: GroupTournamentRecord): Promise<EntryStats> {
    const { groupId, tournamentId, version } = link;
    return this.memory.get(`${STATS_PREFIX}${groupId}:${tournamentId}:${version}`, async () => {
      const [row] = await this.db
        .select({ entryCount: count(), submittedMembers: countDistinct(entries.userId) })
        .from(entries)
        .where(and(eq(entries.groupId, groupId), eq(entries.tournamentId, tournamentId)));
      return {
        value: row ?? { entryCount: 0, submittedMembers: 0 },
        // Forgotten with the group or the tournament's removal from it.
        dependsOn: { members: [groupId], groupTournaments: [[groupId, tournamentId]] },
        bytes: STATS_BYTES,
        ttlMs: STATS_TTL_MS,
        versioned: true,
      };
    });
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
