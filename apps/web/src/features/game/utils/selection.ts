import type { Entry } from '@fairway/contract';

export type TierNumber = 1 | 2 | 3 | 4;
export const TIERS: readonly TierNumber[] = [1, 2, 3, 4];

/** The five picks of an entry: one golfer from each of tiers 1-3 and two from tier 4. */
export interface Selection {
  tier1: number | null;
  tier2: number | null;
  tier3: number | null;
  tier4: readonly [number | null, number | null];
}

export type CompleteSelection = {
  tier1: number;
  tier2: number;
  tier3: number;
  tier4: readonly [number, number];
};

export const EMPTY_SELECTION: Selection = {
  tier1: null,
  tier2: null,
  tier3: null,
  tier4: [null, null],
};

export const PICKS_PER_ENTRY = 5;

/**
 * The entry form's selection rules. Tiers 1-3: clicking the selected golfer clears it, clicking
 * another replaces it. Tier 4: clicking a selected golfer clears its slot; otherwise the golfer
 * fills the first empty slot, and a third pick is ignored.
 */
export function toggleSelection(state: Selection, tier: TierNumber, golferId: number): Selection {
  if (tier !== 4) {
    const key = `tier${tier}` as const;
    return { ...state, [key]: state[key] === golferId ? null : golferId };
  }
  const [first, second] = state.tier4;
  if (first === golferId) return { ...state, tier4: [null, second] };
  if (second === golferId) return { ...state, tier4: [first, null] };
  if (first === null) return { ...state, tier4: [golferId, second] };
  if (second === null) return { ...state, tier4: [first, golferId] };
  return state;
}

/** The golfer ids chosen in one tier (tier 4 may hold two). */
export function picksInTier(state: Selection, tier: TierNumber): number[] {
  const slots: readonly (number | null)[] = tier === 4 ? state.tier4 : [state[`tier${tier}`]];
  return slots.filter((id): id is number => id !== null);
}

export const pickedCount = (state: Selection) =>
  TIERS.reduce((sum, tier) => sum + picksInTier(state, tier).length, 0);

export const isComplete = (state: Selection): state is CompleteSelection =>
  pickedCount(state) === PICKS_PER_ENTRY;

/** An existing entry's picks, for editing it. */
export const selectionFromEntry = (entry: Entry): Selection => ({
  tier1: entry.tier1GolferId,
  tier2: entry.tier2GolferId,
  tier3: entry.tier3GolferId,
  tier4: [entry.tier4GolferId1, entry.tier4GolferId2],
});
