import { asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { GroupTournamentSummary, PickSubmissions } from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries, groupTournaments, tournaments } from '../../db/schema';
import { deadlinePassed, entryDeadline } from '../../domain/deadlines';

export interface GroupTournamentRow {
  groupId: number;
  groupTournament: typeof groupTournaments.$inferSelect;
  tournament: typeof tournaments.$inferSelect;
  deadline: Date;
  entryCount: number;
  /** Distinct members with at least one entry. */
  submittedMembers: number;
}

/** Every tournament of the given groups with its deadline and entry counts, by start date. */
export async function loadGroupTournaments(
  db: Db,
  groupIds: number[],
): Promise<GroupTournamentRow[]> {
  if (groupIds.length === 0) return [];
  const [rows, counts] = await Promise.all([
    db
      .select({ groupTournament: groupTournaments, tournament: tournaments })
      .from(groupTournaments)
      .innerJoin(tournaments, eq(tournaments.id, groupTournaments.tournamentId))
      .where(inArray(groupTournaments.groupId, groupIds))
      .orderBy(asc(tournaments.startDate), asc(tournaments.id)),
    db
      .select({
        groupId: entries.groupId,
        tournamentId: entries.tournamentId,
        entryCount: count(),
        submittedMembers: countDistinct(entries.userId),
      })
      .from(entries)
      .where(inArray(entries.groupId, groupIds))
      .groupBy(entries.groupId, entries.tournamentId),
  ]);
  const countsByKey = new Map(counts.map((c) => [`${c.groupId}:${c.tournamentId}`, c]));
  return rows.map(({ groupTournament, tournament }) => {
    const stats = countsByKey.get(`${groupTournament.groupId}:${tournament.id}`);
    return {
      groupId: groupTournament.groupId,
      groupTournament,
      tournament,
      deadline: entryDeadline({
        customDeadline: groupTournament.entryDeadline,
        startDate: tournament.startDate,
        firstTeeTime: tournament.firstTeeTime,
      }),
      entryCount: stats?.entryCount ?? 0,
      submittedMembers: stats?.submittedMembers ?? 0,
    };
  });
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
