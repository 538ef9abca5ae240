import { and, eq, inArray } from 'drizzle-orm';
import { autoAssignTiers } from '@fairway/domain';
import type { Db } from '../../db/client';
import { tournamentGolfers } from '../../db/schema';

/**
 * Replaces a tournament's tiers in one transaction: the listed golfers take their tier and
 * odds, the rest of the field goes back to no tier (docs/rules.md, "Pick tiers (auto-assign)").
 */
export async function replaceTiers(
  db: Db,
  tournamentId: number,
  wanted: ReadonlyMap<number, { tier: number; odds: number | null }>,
): Promise<void> {
  await db.transaction(async (tx) => {
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
}

/**
 * Places a tournament's whole field into tiers by the spec's auto-assign rule (the simulator's
 * first season, golf-data/season.ts).
 */
export async function assignTiersByOdds(db: Db, tournamentId: number): Promise<void> {
  const field = await db
    .select({ id: tournamentGolfers.golferId, odds: tournamentGolfers.odds })
    .from(tournamentGolfers)
    .where(eq(tournamentGolfers.tournamentId, tournamentId));
  const byTier = new Map<number, number[]>();
  for (const [golferId, tier] of autoAssignTiers(field))
    byTier.set(tier, [...(byTier.get(tier) ?? []), golferId]);
  await db.transaction(async (tx) => {
    for (const [tier, golferIds] of byTier) {
      await tx
        .update(tournamentGolfers)
        .set({ tier })
        .where(
          and(
            eq(tournamentGolfers.tournamentId, tournamentId),
            inArray(tournamentGolfers.golferId, golferIds),
          ),
        );
    }
  });
}
