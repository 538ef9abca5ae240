import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  golfers,
  groupMembers,
  groupTournaments,
  leaderboardRows,
  tournamentGolfers,
  tournaments,
} from '../../db/schema';
import { notFound } from '../../lib/domain-errors';
import { deadlinePassed, entryDeadline, latestEntryDeadline } from '@fairway/domain';

export const NOT_IN_GROUP = 'This tournament is not available in this group';

export type GroupTournamentRecord = typeof groupTournaments.$inferSelect;
export type TournamentRecord = typeof tournaments.$inferSelect;

export interface LoadedGroupTournament {
  link: GroupTournamentRecord;
  tournament: TournamentRecord;
  deadline: Date;
}

/** The condition that picks one group's row for a tournament. */
export const groupTournamentIs = (groupId: number, tournamentId: number) =>
  and(eq(groupTournaments.groupId, groupId), eq(groupTournaments.tournamentId, tournamentId));

/** A tournament as played in a group, with its deadline in force; 404 when the group does not play it. */
export async function loadGroupTournament(
  db: Db | Tx,
  groupId: number,
  tournamentId: number,
): Promise<LoadedGroupTournament> {
  const [row] = await db
    .select({ link: groupTournaments, tournament: tournaments })
    .from(groupTournaments)
    .innerJoin(tournaments, eq(tournaments.id, groupTournaments.tournamentId))
    .where(groupTournamentIs(groupId, tournamentId));
  if (!row) throw notFound(NOT_IN_GROUP);
  return { ...row, deadline: deadlineOf(row.link, row.tournament) };
}

export const deadlineOf = (link: GroupTournamentRecord, tournament: TournamentRecord) =>
  entryDeadline({
    customDeadline: link.entryDeadline,
    startDate: tournament.startDate,
    firstTeeTime: tournament.firstTeeTime,
  });

/** When play starts: the first tee time, or midnight New York time of the start date. */
export const startOf = (tournament: TournamentRecord) => latestEntryDeadline(tournament);

/** Play has started: the tournament is under way or over, or its start has come. */
export const hasStarted = (tournament: TournamentRecord, now: Date) =>
  tournament.status !== 'upcoming' || deadlinePassed(startOf(tournament), now);

/** Each golfer's tier in a tournament's field (null when not tiered). */
export async function fieldTiers(
  db: Db | Tx,
  tournamentId: number,
): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ golferId: tournamentGolfers.golferId, tier: tournamentGolfers.tier })
    .from(tournamentGolfers)
    .where(eq(tournamentGolfers.tournamentId, tournamentId));
  return new Map(rows.map((row) => [row.golferId, row.tier]));
}

export type BoardRow = typeof leaderboardRows.$inferSelect & { name: string };

/** A tournament's leaderboard rows with golfer names. */
export async function loadBoard(db: Db, tournamentId: number): Promise<BoardRow[]> {
  const rows = await db
    .select({ row: leaderboardRows, name: golfers.name })
    .from(leaderboardRows)
    .innerJoin(golfers, eq(golfers.id, leaderboardRows.golferId))
    .where(eq(leaderboardRows.tournamentId, tournamentId));
  return rows.map(({ row, name }) => ({ ...row, name }));
}

/** How many members a group has now. */
export async function countMembers(db: Db | Tx, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return row?.n ?? 0;
}
