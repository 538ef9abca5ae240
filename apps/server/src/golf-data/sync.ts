import { and, eq, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { golfers, leaderboardRows, tournamentGolfers, tournaments } from '../db/schema';
import type { RoundScore } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { GolfDataProvider, ProviderLeaderboard, ProviderTournament } from './provider';

/**
 * Copies what a provider knows into the database: the schedule, each field with odds, and
 * leaderboards. Everything the API serves is read from the database, never from the provider.
 */
export type LeaderboardListener = (tournamentId: number, version: number) => Promise<void> | void;

export class GolfDataSync {
  readonly #listeners: LeaderboardListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly provider: GolfDataProvider,
    private readonly clock: Clock,
  ) {}

  /** Upserts the schedule and every field; returns the local ids by external id. */
  async syncSchedule(year?: number): Promise<Map<string, number>> {
    const schedule = await this.provider.listTournaments(year);
    const ids = new Map<string, number>();
    for (const item of schedule) {
      const field = await this.provider.getField(item.externalId);
      const id = await this.db.transaction(async (tx) => {
        const tournamentId = await upsertTournament(tx, item);
        const golferIds = await upsertGolfers(tx, field);
        if (field.length > 0) {
          await tx
            .insert(tournamentGolfers)
            .values(
              field.map((golfer) => ({
                tournamentId,
                golferId: golferIds.get(golfer.externalId)!,
                odds: golfer.odds,
              })),
            )
            .onConflictDoUpdate({
              target: [tournamentGolfers.tournamentId, tournamentGolfers.golferId],
              set: { odds: sql`excluded.odds` },
            });
        }
        return tournamentId;
      });
      ids.set(item.externalId, id);
    }
    return ids;
  }

  /** Pulls one tournament's leaderboard and stores it as a new leaderboard version. */
  async refreshLeaderboard(tournamentId: number): Promise<number> {
    const [row] = await this.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    if (!row?.externalId) throw new Error(`Tournament ${tournamentId} has no provider id`);
    const board = await this.provider.getLeaderboard(row.externalId);
    const version = await this.db.transaction((tx) =>
      storeLeaderboard(tx, tournamentId, board, this.clock.now()),
    );
    for (const listener of this.#listeners) await listener(tournamentId, version);
    return version;
  }

  /** Called after every stored leaderboard (standings notices hang off this). */
  onLeaderboardStored(listener: LeaderboardListener): void {
    this.#listeners.push(listener);
  }

  /**
   * The periodic update: every tournament in play, and every upcoming one whose first tee
   * time has passed (so it turns active on time). Completed tournaments stay frozen.
   */
  async refreshLive(): Promise<number[]> {
    const due = await this.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(
        or(
          eq(tournaments.status, 'active'),
          and(
            eq(tournaments.status, 'upcoming'),
            or(lte(tournaments.firstTeeTime, this.clock.now()), isNull(tournaments.firstTeeTime)),
          ),
        ),
      );
    const refreshed: number[] = [];
    for (const { id } of due) {
      await this.refreshLeaderboard(id);
      refreshed.push(id);
    }
    return refreshed;
  }
}

async function upsertTournament(tx: Tx, item: ProviderTournament): Promise<number> {
  const values = {
    externalId: item.externalId,
    name: item.name,
    location: item.location,
    par: item.par,
    startDate: item.startDate,
    endDate: item.endDate,
    status: item.status,
    currentRound: item.currentRound,
    firstTeeTime: item.firstTeeTime ? new Date(item.firstTeeTime) : null,
  };
  const [row] = await tx
    .insert(tournaments)
    .values(values)
    .onConflictDoUpdate({ target: tournaments.externalId, set: values })
    .returning({ id: tournaments.id });
  return row!.id;
}

async function upsertGolfers(
  tx: Tx,
  list: { externalId: string; name: string; country?: string | null }[],
): Promise<Map<string, number>> {
  if (list.length === 0) return new Map();
  const rows = await tx
    .insert(golfers)
    .values(
      list.map((golfer) => ({
        externalId: golfer.externalId,
        name: golfer.name,
        country: golfer.country ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: golfers.externalId,
      set: { name: sql`excluded.name`, country: sql`excluded.country` },
    })
    .returning({ id: golfers.id, externalId: golfers.externalId });
  return new Map(rows.map((row) => [row.externalId!, row.id]));
}

async function storeLeaderboard(
  tx: Tx,
  tournamentId: number,
  board: ProviderLeaderboard,
  now: Date,
): Promise<number> {
  const golferIds = await upsertGolfers(
    tx,
    board.rows.map((row) => ({ externalId: row.golferExternalId, name: row.name })),
  );
  if (board.rows.length > 0) {
    const values = board.rows.map((row) => ({
      tournamentId,
      golferId: golferIds.get(row.golferExternalId)!,
      status: row.status,
      totalToPar: row.totalToPar,
      totalStrokes: row.totalStrokes,
      currentRound: row.currentRound,
      thru: row.thru,
      teeTime: row.teeTime ? new Date(row.teeTime) : null,
      rounds: Object.fromEntries(
        Object.entries(row.rounds).map(([round, score]) => [round, score satisfies RoundScore]),
      ),
      updatedAt: now,
    }));
    await tx
      .insert(leaderboardRows)
      .values(values)
      .onConflictDoUpdate({
        target: [leaderboardRows.tournamentId, leaderboardRows.golferId],
        set: {
          status: sql`excluded.status`,
          totalToPar: sql`excluded.total_to_par`,
          totalStrokes: sql`excluded.total_strokes`,
          currentRound: sql`excluded.current_round`,
          thru: sql`excluded.thru`,
          teeTime: sql`excluded.tee_time`,
          rounds: sql`excluded.rounds`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    // Golfers the provider no longer lists (a late withdrawal from the field) leave the board.
    const current = [...golferIds.values()];
    await tx
      .delete(leaderboardRows)
      .where(
        and(
          eq(leaderboardRows.tournamentId, tournamentId),
          notInArray(leaderboardRows.golferId, current),
        ),
      );
  }
  const [updated] = await tx
    .update(tournaments)
    .set({
      status: board.tournament.status,
      currentRound: board.tournament.currentRound,
      roundComplete: board.roundComplete,
      firstTeeTime: board.tournament.firstTeeTime ? new Date(board.tournament.firstTeeTime) : null,
      leaderboardVersion: sql`${tournaments.leaderboardVersion} + 1`,
      leaderboardUpdatedAt: now,
    })
    .where(eq(tournaments.id, tournamentId))
    .returning({ version: tournaments.leaderboardVersion });
  return updated!.version;
}
