import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { golfers, tournamentGolfers } from '../../db/schema';

/** A golfer of a tournament's field with the tier they are picked from (null when not tiered). */
export interface FieldGolfer {
  id: number;
  name: string;
  tier: number | null;
}

/** A tiered (or tierable) golfer as the pick screens and the tier admin list them. */
export interface OddsGolfer {
  id: number;
  name: string;
  odds: number | null;
}

/** A tournament's whole field with names and tiers, in no particular order. */
export async function fieldGolfers(db: Db | Tx, tournamentId: number): Promise<FieldGolfer[]> {
  return db
    .select({ id: golfers.id, name: golfers.name, tier: tournamentGolfers.tier })
    .from(tournamentGolfers)
    .innerJoin(golfers, eq(golfers.id, tournamentGolfers.golferId))
    .where(eq(tournamentGolfers.tournamentId, tournamentId));
}

/** Each golfer of a tournament's field with the winner odds they were priced at ("N to 1"). */
export async function fieldOdds(
  db: Db | Tx,
  tournamentId: number,
): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ golferId: tournamentGolfers.golferId, odds: tournamentGolfers.odds })
    .from(tournamentGolfers)
    .where(eq(tournamentGolfers.tournamentId, tournamentId));
  return new Map(rows.map((row) => [row.golferId, row.odds]));
}

/**
 * The field's golfers in a tier, favourites first (lowest odds; unknown odds last), then by
 * name: the one golfers-by-tier query, for the pick screen and the tier admin alike.
 */
export async function tieredGolfers(
  db: Db | Tx,
  tournamentId: number,
): Promise<(OddsGolfer & { tier: number })[]> {
  const rows = await db
    .select({
      id: golfers.id,
      name: golfers.name,
      odds: tournamentGolfers.odds,
      tier: tournamentGolfers.tier,
    })
    .from(tournamentGolfers)
    .innerJoin(golfers, eq(golfers.id, tournamentGolfers.golferId))
    .where(and(eq(tournamentGolfers.tournamentId, tournamentId), isNotNull(tournamentGolfers.tier)))
    .orderBy(sql`${tournamentGolfers.odds} ASC NULLS LAST`, asc(golfers.name));
  return rows.map(({ tier, ...golfer }) => ({ ...golfer, tier: tier! }));
}

/** The field's golfers not yet in a tier, by name, with the odds known for them. */
export async function untieredGolfers(db: Db | Tx, tournamentId: number): Promise<OddsGolfer[]> {
  return db
    .select({ id: golfers.id, name: golfers.name, odds: tournamentGolfers.odds })
    .from(tournamentGolfers)
    .innerJoin(golfers, eq(golfers.id, tournamentGolfers.golferId))
    .where(and(eq(tournamentGolfers.tournamentId, tournamentId), isNull(tournamentGolfers.tier)))
    .orderBy(asc(golfers.name));
}

/** Which of these golfers are in the tournament's field. */
export async function inField(
  db: Db | Tx,
  tournamentId: number,
  golferIds: readonly number[],
): Promise<number[]> {
  if (golferIds.length === 0) return [];
  const rows = await db
    .select({ id: tournamentGolfers.golferId })
    .from(tournamentGolfers)
    .where(
      and(
        eq(tournamentGolfers.tournamentId, tournamentId),
        inArray(tournamentGolfers.golferId, [...golferIds]),
      ),
    );
  return rows.map((row) => row.id);
}
