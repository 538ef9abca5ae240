import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type {
  AdminTiersResponse,
  AvailableGolfer,
  SaveTiersResponse,
  SaveTiersValues,
  TierChangeConflict,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries, golfers, tournamentGolfers, tournaments } from '../../db/schema';
import { conflict, invalidInput, notFound } from '../../lib/domain-errors';

const TIER_KEYS = ['1', '2', '3', '4'] as const;

/** The entry slots and the tier each one draws from. */
const SLOT_TIERS = [
  [entries.tier1GolferId, 1],
  [entries.tier2GolferId, 2],
  [entries.tier3GolferId, 3],
  [entries.tier4GolferId1, 4],
  [entries.tier4GolferId2, 4],
] as const;

/** The platform admin's tier management (docs/rules.md, "Pick tiers (auto-assign)"). */
export class AdminTierService {
  constructor(private readonly db: Db) {}

  async tiers(tournamentId: number): Promise<AdminTiersResponse> {
    const tournament = await this.#tournament(tournamentId);
    const rows = await this.db
      .select({
        id: golfers.id,
        name: golfers.name,
        odds: tournamentGolfers.odds,
        tier: tournamentGolfers.tier,
      })
      .from(tournamentGolfers)
      .innerJoin(golfers, eq(golfers.id, tournamentGolfers.golferId))
      .where(eq(tournamentGolfers.tournamentId, tournamentId))
      .orderBy(sql`${tournamentGolfers.odds} ASC NULLS LAST`, asc(golfers.name));
    const tiers: AdminTiersResponse['tiers'] = { 1: [], 2: [], 3: [], 4: [] };
    for (const { tier, ...golfer } of rows) {
      if (tier !== null) tiers[String(tier) as (typeof TIER_KEYS)[number]].push(golfer);
    }
    return {
      tournamentId,
      tournamentName: tournament.name,
      tiers,
      entryCount: await this.#entryCount(tournamentId),
    };
  }

  /** The field's golfers not yet in a tier, with the odds known for them (the feed's, or a past save's). */
  async available(tournamentId: number): Promise<AvailableGolfer[]> {
    await this.#tournament(tournamentId);
    return this.db
      .select({ id: golfers.id, name: golfers.name, odds: tournamentGolfers.odds })
      .from(tournamentGolfers)
      .innerJoin(golfers, eq(golfers.id, tournamentGolfers.golferId))
      .where(and(eq(tournamentGolfers.tournamentId, tournamentId), isNull(tournamentGolfers.tier)))
      .orderBy(asc(golfers.name));
  }

  /**
   * Replaces the tiers: listed golfers take their tier and odds, the rest of the field goes
   * back to the available list. Once entries exist, moving a golfer someone picked needs
   * `confirm` (their entries keep the golfer; the admin decides what to tell them).
   */
  async save(tournamentId: number, body: SaveTiersValues): Promise<SaveTiersResponse> {
    const tournament = await this.#tournament(tournamentId);
    if (body.tournamentId !== undefined && body.tournamentId !== tournamentId)
      throw invalidInput('tournamentId does not match the tournament in the path');
    if (tournament.status === 'completed')
      throw invalidInput('The tiers of a completed tournament cannot change');

    const wanted = new Map<number, { tier: number; odds: number | null }>();
    for (const key of TIER_KEYS)
      for (const golfer of body.tiers[key])
        wanted.set(golfer.id, { tier: Number(key), odds: golfer.odds });

    const field = await this.db
      .select({
        golferId: tournamentGolfers.golferId,
        tier: tournamentGolfers.tier,
        name: golfers.name,
      })
      .from(tournamentGolfers)
      .innerJoin(golfers, eq(golfers.id, tournamentGolfers.golferId))
      .where(eq(tournamentGolfers.tournamentId, tournamentId));
    const inField = new Map(field.map((row) => [row.golferId, row]));
    const outsider = [...wanted.keys()].find((id) => !inField.has(id));
    if (outsider !== undefined)
      throw invalidInput(`Golfer ${outsider} is not in this tournament's field`);

    const affected = await this.#picksMovedAway(tournamentId, wanted, inField);
    if (affected.movedGolfers.length > 0 && !body.confirm)
      throw conflict(
        `${affected.affectedEntries} submitted ${affected.affectedEntries === 1 ? 'entry holds' : 'entries hold'} golfers whose tier would change. Save again with confirm to apply it.`,
        affected,
      );

    await this.db.transaction(async (tx) => {
      await tx
        .update(tournamentGolfers)
        .set({ tier: null })
        .where(eq(tournamentGolfers.tournamentId, tournamentId));
      for (const [golferId, { tier, odds }] of wanted) {
        await tx
          .update(tournamentGolfers)
          .set({ tier, odds })
          .where(
            and(
              eq(tournamentGolfers.tournamentId, tournamentId),
              eq(tournamentGolfers.golferId, golferId),
            ),
          );
      }
    });
    return { message: 'Tiers updated successfully', affectedEntries: affected.affectedEntries };
  }

  /** Picked golfers whose new tier differs from the slot they were picked in. */
  async #picksMovedAway(
    tournamentId: number,
    wanted: Map<number, { tier: number }>,
    field: Map<number, { name: string }>,
  ): Promise<Omit<TierChangeConflict, 'error'>> {
    const picks = await this.db
      .select({
        id: entries.id,
        slots: sql<number[]>`array[${sql.join(
          SLOT_TIERS.map(([column]) => column),
          sql`, `,
        )}]`,
      })
      .from(entries)
      .where(eq(entries.tournamentId, tournamentId));
    const moved = new Map<number, { from: number; to: number | null; entries: Set<number> }>();
    for (const pick of picks) {
      pick.slots.forEach((golferId, index) => {
        const from = SLOT_TIERS[index]![1];
        const to = wanted.get(golferId)?.tier ?? null;
        if (to === from) return;
        const change = moved.get(golferId) ?? { from, to, entries: new Set<number>() };
        change.entries.add(pick.id);
        moved.set(golferId, change);
      });
    }
    const entryIds = new Set([...moved.values()].flatMap((change) => [...change.entries]));
    return {
      affectedEntries: entryIds.size,
      movedGolfers: [...moved].map(([id, change]) => ({
        id,
        name: field.get(id)?.name ?? `Golfer ${id}`,
        from: change.from,
        to: change.to,
        entries: change.entries.size,
      })),
    };
  }

  async #tournament(id: number) {
    const [tournament] = await this.db.select().from(tournaments).where(eq(tournaments.id, id));
    if (!tournament) throw notFound('Tournament not found');
    return tournament;
  }

  async #entryCount(tournamentId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(entries)
      .where(eq(entries.tournamentId, tournamentId));
    return row?.n ?? 0;
  }
}
