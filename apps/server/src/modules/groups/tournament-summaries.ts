import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { GroupTournamentSummary, PickSubmissions } from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries, groupTournaments, tournaments } from '../../db/schema';
import { deadlinePassed, entryDeadline } from '@fairway/domain';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { EventBus } from '../events/bus';
import { forgetGoneKeysOn } from '../events/forget-group-keys';

export interface GroupTournamentRow {
  groupId: number;
  groupTournament: typeof groupTournaments.$inferSelect;
  tournament: typeof tournaments.$inferSelect;
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

/**
 * Every tournament of some groups with its deadline and entry counts (group pages, the
 * dashboard, the demo). Counting a 5,000-entry group's entries is the slowest part of a
 * dashboard, so the counts are kept per version and only a changed group is counted again.
 */
export class GroupTournamentSummaries {
  readonly #stats = new ExpiringCache<string, EntryStats>(STATS_TTL_MS);

  constructor(
    private readonly db: Db,
    events: EventBus,
  ) {
    forgetGoneKeysOn(events, this.#stats);
  }

  /** What is remembered (group:tournament:version), for tests. */
  keys(): string[] {
    return this.#stats.keys();
  }

  /** By start date, then id. */
  async load(groupIds: number[]): Promise<GroupTournamentRow[]> {
    if (groupIds.length === 0) return [];
    const rows = await this.db
      .select({ groupTournament: groupTournaments, tournament: tournaments })
      .from(groupTournaments)
      .innerJoin(tournaments, eq(tournaments.id, groupTournaments.tournamentId))
      .where(inArray(groupTournaments.groupId, groupIds))
      .orderBy(asc(tournaments.startDate), asc(tournaments.id));
    const stats = await Promise.all(
      rows.map(({ groupTournament }) => this.#statsOf(groupTournament)),
    );
    return rows.map(({ groupTournament, tournament }, i) => ({
      groupId: groupTournament.groupId,
      groupTournament,
      tournament,
      deadline: entryDeadline({
        customDeadline: groupTournament.entryDeadline,
        startDate: tournament.startDate,
        firstTeeTime: tournament.firstTeeTime,
      }),
      ...stats[i]!,
    }));
  }

  #statsOf(link: typeof groupTournaments.$inferSelect): Promise<EntryStats> {
    const { groupId, tournamentId, version } = link;
    return this.#stats.get(`${groupId}:${tournamentId}:${version}`, async () => {
      const [row] = await this.db
        .select({ entryCount: count(), submittedMembers: countDistinct(entries.userId) })
        .from(entries)
        .where(and(eq(entries.groupId, groupId), eq(entries.tournamentId, tournamentId)));
      return row ?? { entryCount: 0, submittedMembers: 0 };
    });
  }
}

export function presentGroupTournament(row: GroupTournamentRow, now: Date): GroupTournamentSummary {
  return {
    id: row.tournament.id,
    name: row.tournament.name,
    status: row.tournament.status,
    startDate: row.tournament.startDate,
    endDate: row.tournament.endDate,
    entryDeadline: row.deadline.toISOString(),
    firstTeeTime: row.tournament.firstTeeTime?.toISOString() ?? null,
    entryDeadlinePassed: deadlinePassed(row.deadline, now),
    isActive: row.groupTournament.isActive,
    entryCount: row.entryCount,
  };
}

/** Members who have picked, out of all members (percentage rounded to a whole number). */
export function pickSubmissions(submitted: number, memberCount: number): PickSubmissions {
  return {
    submitted,
    total: memberCount,
    percentage: memberCount === 0 ? 0 : Math.round((submitted / memberCount) * 100),
  };
}
