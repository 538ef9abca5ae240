/**
 * Pick tiers by winner odds, the product spec's auto-assign rule: odds up to 20 to 1 are
 * tier 1, up to 50 tier 2, up to 100 tier 3, longer (or unknown) tier 4. Tiers 1-3 hold at
 * most 15 golfers; the longest odds in an overfull tier drop to the next one, cascading
 * down to tier 4, which has no limit.
 */

export type Tier = 1 | 2 | 3 | 4;
export const ALL_TIERS: readonly Tier[] = [1, 2, 3, 4];

export interface TierCandidate {
  id: number;
  /** "N to 1"; null when unknown. */
  odds: number | null;
}

/** Most golfers tiers 1-3 may hold. */
export const TIER_LIMIT = 15;
/** Inclusive upper odds of tiers 1-3 (20 is tier 1, 20.5 is tier 2). */
export const TIER_MAX_ODDS = { 1: 20, 2: 50, 3: 100 } as const;
/** Where unknown odds sort: behind any realistic price. */
export const MISSING_ODDS = 1000;

/** The tier by odds alone, before limits. */
export function tierForOdds(odds: number | null): Tier {
  if (odds === null) return 4;
  if (odds <= TIER_MAX_ODDS[1]) return 1;
  if (odds <= TIER_MAX_ODDS[2]) return 2;
  if (odds <= TIER_MAX_ODDS[3]) return 3;
  return 4;
}

/** Every golfer's tier, keyed by id. */
export function autoAssignTiers(golfers: readonly TierCandidate[]): Map<number, Tier> {
  // Best odds first; on equal odds the lower id stays up, so the result never depends on input order.
  const ordered = [...golfers].sort(
    (a, b) => (a.odds ?? MISSING_ODDS) - (b.odds ?? MISSING_ODDS) || a.id - b.id,
  );
  const tiers = new Map<number, Tier>();
  const filled: Record<Tier, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const golfer of ordered) {
    // Sorted best first, so anyone finding their tier full is among its longest odds: push them down.
    let tier = tierForOdds(golfer.odds);
    while (tier < 4 && filled[tier] >= TIER_LIMIT) tier = (tier + 1) as Tier;
    filled[tier] += 1;
    tiers.set(golfer.id, tier);
  }
  return tiers;
}
