import { and, eq } from 'drizzle-orm';
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
