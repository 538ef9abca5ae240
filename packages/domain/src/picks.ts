/** An entry's five picks: one each from tiers 1 to 3 and two from tier 4. */
export interface Picks {
  tier1GolferId: number;
  tier2GolferId: number;
  tier3GolferId: number;
  tier4GolferId1: number;
  tier4GolferId2: number;
}

export const PICK_SLOTS = [
  ['tier1GolferId', 1],
  ['tier2GolferId', 2],
  ['tier3GolferId', 3],
  ['tier4GolferId1', 4],
  ['tier4GolferId2', 4],
] as const satisfies readonly (readonly [keyof Picks, 1 | 2 | 3 | 4])[];

export const pickedGolferIds = (picks: Picks) => PICK_SLOTS.map(([slot]) => picks[slot]);

/**
 * Why a set of picks is not a valid entry, or null when it is: every golfer must be in the
 * tournament's field in the tier of their slot, and no golfer may be picked twice.
 */
export function picksProblem(
  picks: Picks,
  tierOf: ReadonlyMap<number, number | null>,
): string | null {
  const ids = pickedGolferIds(picks);
  if (new Set(ids).size !== ids.length) return 'The same golfer cannot be picked twice';
  for (const [slot, tier] of PICK_SLOTS) {
    const golferId = picks[slot];
    const actual = tierOf.get(golferId);
    if (actual === undefined) return `Golfer ${golferId} is not in this tournament's field`;
    if (actual !== tier) return `Golfer ${golferId} is not in tier ${tier}`;
  }
  return null;
}
