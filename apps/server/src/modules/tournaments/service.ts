import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type {
  GolfersByTierResponse,
  LeaderboardResponse,
  TierGolfer,
  TournamentSummary,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import { golfers, leaderboardRows, tournamentGolfers, tournaments } from '../../db/schema';
import { notFound } from '../../lib/domain-errors';
import { ExpiringCache } from '../../lib/expiring-cache';
import { renderJson, renderedSize, type RenderedJson } from '../../http/rendered-json';
import { compareBoardRows, presentBoardRow, presentTournament } from './present';

const TOURNAMENT_NOT_FOUND = 'Tournament not found';

/**
 * How long a tournament's row (its leaderboard version) is trusted by the leaderboard route.
 * The instance that stores an update forgets it at once; the others are at most this far behind.
 */
const TOURNAMENT_ROW_TTL_MS = 1_000;
/** Tournaments come from the golf data's schedule (about 50 a season), not from users. */
const MAX_TOURNAMENTS = 1_000;
/**
 * Rendered leaderboards kept at most, in bytes: a full field's is about 43 KB (JSON and gzip),
 * so this holds every tournament of several seasons; past it the least recently read go.
 */
const LEADERBOARD_CACHE_BYTES = 8 * 1024 * 1024;

export class TournamentService {
  /** Rendered leaderboards by tournament, for the current leaderboard version: one render per update. */
  readonly #leaderboardCache = new LRUCache<number, RenderedJson>({
    maxSize: LEADERBOARD_CACHE_BYTES,
    sizeCalculation: renderedSize,
  });
  readonly #rows = new ExpiringCache<number, typeof tournaments.$inferSelect>(
    TOURNAMENT_ROW_TTL_MS,
    { maxEntries: MAX_TOURNAMENTS },
  );

  constructor(private readonly db: Db) {}

  async list(): Promise<TournamentSummary[]> {
    const [rows, fields] = await Promise.all([
      this.db.select().from(tournaments).orderBy(asc(tournaments.startDate), asc(tournaments.id)),
      this.#fieldStats(),
    ]);
    return rows.map((row) =>
      presentTournament(row, fields.get(row.id) ?? { size: 0, tiered: false }),
    );
  }

  async get(id: number): Promise<TournamentSummary> {
    const [row] = await this.db.select().from(tournaments).where(eq(tournaments.id, id));
    if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
    const fields = await this.#fieldStats(id);
    return presentTournament(row, fields.get(id) ?? { size: 0, tiered: false });
  }

  /** The leaderboard as ready JSON and gzip; the tournament row says which version is current. */
  async leaderboard(id: number): Promise<RenderedJson> {
    const row = await this.#rows.get(id, async () => {
      const [found] = await this.db.select().from(tournaments).where(eq(tournaments.id, id));
      if (!found) throw notFound(TOURNAMENT_NOT_FOUND);
      return found;
    });
    const etag = `"lb-${id}-${row.leaderboardVersion}-${row.status}"`;
    const cached = this.#leaderboardCache.get(id);
    if (cached?.etag === etag) return cached;

    const [fields, board] = await Promise.all([
      this.#fieldStats(id),
      this.db
        .select({ row: leaderboardRows, name: golfers.name })
        .from(leaderboardRows)
        .innerJoin(golfers, eq(golfers.id, leaderboardRows.golferId))
        .where(eq(leaderboardRows.tournamentId, id)),
    ]);
    const sorted = board
      .map(({ row: boardRow, name }) => ({ ...boardRow, name }))
      .sort(compareBoardRows);
    const body: LeaderboardResponse = {
      tournament: presentTournament(row, fields.get(id) ?? { size: 0, tiered: false }),
      roundComplete: row.roundComplete ? 1 : 0,
      roundNumber: row.currentRound,
      version: row.leaderboardVersion,
      updatedAt: row.leaderboardUpdatedAt?.toISOString() ?? null,
      leaderboard: sorted.map(presentBoardRow),
    };
    const rendered = await renderJson(etag, body);
    this.#leaderboardCache.set(id, rendered);
    return rendered;
  }

  /** A new leaderboard was stored here: the next request reads the new version. */
  forgetTournament(id: number): void {
    this.#rows.delete(id);
  }

  async golfersByTier(id: number): Promise<GolfersByTierResponse> {
    const tournament = await this.get(id);
    const rows = await this.db
      .select({
        id: golfers.id,
        name: golfers.name,
        odds: tournamentGolfers.odds,
        tier: tournamentGolfers.tier,
      })
      .from(tournamentGolfers)
      .innerJoin(golfers, eq(golfers.id, tournamentGolfers.golferId))
      .where(and(eq(tournamentGolfers.tournamentId, id), isNotNull(tournamentGolfers.tier)))
      .orderBy(sql`${tournamentGolfers.odds} ASC NULLS LAST`, asc(golfers.name));
    const tiers: GolfersByTierResponse['tiers'] = { tier1: [], tier2: [], tier3: [], tier4: [] };
    for (const { tier, ...golfer } of rows) {
      const list: TierGolfer[] | undefined = tiers[`tier${tier}` as keyof typeof tiers];
      list?.push(golfer);
    }
    return { tournament, tiers };
  }

  /** Field size and whether tiers are set, for one tournament or all. */
  async #fieldStats(id?: number): Promise<Map<number, { size: number; tiered: boolean }>> {
    const rows = await this.db
      .select({
        tournamentId: tournamentGolfers.tournamentId,
        size: count(),
        tiered: sql<number>`count(${tournamentGolfers.tier})`.mapWith(Number),
      })
      .from(tournamentGolfers)
      .where(id === undefined ? undefined : eq(tournamentGolfers.tournamentId, id))
      .groupBy(tournamentGolfers.tournamentId);
    return new Map(
      rows.map((row) => [row.tournamentId, { size: row.size, tiered: row.tiered > 0 }]),
    );
  }
}
