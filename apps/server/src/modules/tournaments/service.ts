import { asc, count, eq, sql } from 'drizzle-orm';
import type {
  GolfersByTierResponse,
  LeaderboardResponse,
  TierGolfer,
  TournamentSummary,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import { golfers, leaderboardRows, tournamentGolfers, tournaments } from '../../db/schema';
import { notFound } from '../../lib/domain-errors';
import type { LiveMemory, LiveView } from '../live';
import { renderJson, renderedSize, type RenderedJson } from '../../http/rendered-json';
import { tieredGolfers } from './field-golfers';
import { compareBoardRows, presentBoardRow, presentTournament } from './present';
import type { TournamentRows } from './tournament-rows';

const TOURNAMENT_NOT_FOUND = 'Tournament not found';

export class TournamentService {
  /** Rendered leaderboards by ETag (it names the version): one render per update, for all. */
  readonly #rendered: LiveView<[etag: string], RenderedJson>;

  constructor(
    private readonly db: Db,
    private readonly rows: TournamentRows,
    memory: LiveMemory,
  ) {
    this.#rendered = memory.declare({
      name: 'leaderboard',
      key: (etag: string) => etag,
      dependsOn: () => ({}),
      bytes: renderedSize,
      // One per tournament, and small: kept this long without readers.
      ttlMs: 10 * 60_000,
      versioned: true,
    });
  }

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
    const row = await this.rows.get(id, TOURNAMENT_NOT_FOUND);
    const etag = `"lb-${id}-${row.leaderboardVersion}-${row.status}"`;
    const cached = this.#rendered.peek(etag);
    if (cached) return cached;

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
    this.#rendered.keep([etag], rendered);
    return rendered;
  }

  async golfersByTier(id: number): Promise<GolfersByTierResponse> {
    const tournament = await this.get(id);
    const rows = await tieredGolfers(this.db, id);
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
