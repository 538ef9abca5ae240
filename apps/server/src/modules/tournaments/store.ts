import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { golfers, leaderboardRows, tournamentGolfers, tournaments } from '../../db/schema';
import { latestEntryDeadline, deadlinePassed } from '@fairway/domain';

/**
 * The golf data's tables as other areas read them: the tournaments area owns them (it stores
 * what the feed in golf-data/ gives through feed/), and every other area reads them through
 * these functions.
 */
export type TournamentRecord = typeof tournaments.$inferSelect;
export type BoardRow = typeof leaderboardRows.$inferSelect & { name: string };

/** One tournament's row, or undefined when there is no such tournament. */
export async function findTournament(
  db: Db | Tx,
  tournamentId: number,
): Promise<TournamentRecord | undefined> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  return row;
}

/** These tournaments' rows, by id (missing ids are left out). */
export async function findTournaments(
  db: Db | Tx,
  tournamentIds: readonly number[],
): Promise<Map<number, TournamentRecord>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(tournaments)
    .where(inArray(tournaments.id, [...new Set(tournamentIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export type TournamentStatus = TournamentRecord['status'];

/** Orders tournaments by start date (then id), as every list of them is shown. */
export const byStart = (a: TournamentRecord, b: TournamentRecord) =>
  a.startDate === b.startDate ? a.id - b.id : a.startDate < b.startDate ? -1 : 1;

/** The tournaments in these states, by start date. */
export function findTournamentsByStatus(
  db: Db | Tx,
  statuses: readonly TournamentStatus[],
): Promise<TournamentRecord[]> {
  return db
    .select()
    .from(tournaments)
    .where(inArray(tournaments.status, [...statuses]))
    .orderBy(asc(tournaments.startDate), asc(tournaments.id));
}

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

/** A tournament's leaderboard rows with golfer names. */
export async function loadBoard(db: Db | Tx, tournamentId: number): Promise<BoardRow[]> {
  const rows = await db
    .select({ row: leaderboardRows, name: golfers.name })
    .from(leaderboardRows)
    .innerJoin(golfers, eq(golfers.id, leaderboardRows.golferId))
    .where(eq(leaderboardRows.tournamentId, tournamentId));
  return rows.map(({ row, name }) => ({ ...row, name }));
}

/** These golfers' names, by id. */
export async function golferNames(
  db: Db | Tx,
  golferIds: readonly number[],
): Promise<Map<number, string>> {
  if (golferIds.length === 0) return new Map();
  const rows = await db
    .select({ id: golfers.id, name: golfers.name })
    .from(golfers)
    .where(inArray(golfers.id, [...new Set(golferIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
