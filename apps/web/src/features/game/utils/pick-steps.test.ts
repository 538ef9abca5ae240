import { describe, expect, it } from 'vitest';
import { pickCompletesTier, stepAfterPick } from './pick-steps';
import { EMPTY_SELECTION, toggleSelection, type Selection } from './selection';

const picked = (changes: Partial<Selection>): Selection => ({ ...EMPTY_SELECTION, ...changes });

describe('the next step after a pick (phones)', () => {
  it('moves on to the next tier, then to the review once all five are picked', () => {
    expect(stepAfterPick(picked({ tier1: 11 }), 1)).toBe(2);
    expect(stepAfterPick(picked({ tier1: 11, tier2: 21 }), 2)).toBe(3);
    expect(stepAfterPick(picked({ tier1: 11, tier2: 21, tier3: 31 }), 3)).toBe(4);
    const full = picked({ tier1: 11, tier2: 21, tier3: 31, tier4: [41, 42] });
    expect(stepAfterPick(full, 4)).toBe('review');
    // A tier changed from the review goes back to it, not through the tiers after it.
    expect(stepAfterPick(full, 2)).toBe('review');
  });

  it('skips tiers already picked and comes back for one left out', () => {
    expect(stepAfterPick(picked({ tier1: 11, tier3: 31 }), 1)).toBe(2);
    expect(stepAfterPick(picked({ tier1: 11, tier2: 21, tier3: 31 }), 1)).toBe(4);
    // Tier 2 was skipped by its chip: after tier 4 it is the one still open.
    expect(stepAfterPick(picked({ tier1: 11, tier3: 31, tier4: [41, 42] }), 4)).toBe(2);
  });

  it('counts a pick that fills the tier, not one that clears it or is ignored', () => {
    const one = toggleSelection(EMPTY_SELECTION, 1, 11);
    expect(pickCompletesTier(one, 1, 11)).toBe(true);
    // Another golfer in a full tier 1-3 replaces the pick: still a pick that completes it.
    expect(pickCompletesTier(toggleSelection(one, 1, 12), 1, 12)).toBe(true);
    expect(pickCompletesTier(toggleSelection(one, 1, 11), 1, 11)).toBe(false);
    const firstOfTwo = toggleSelection(EMPTY_SELECTION, 4, 41);
    expect(pickCompletesTier(firstOfTwo, 4, 41)).toBe(false);
    const both = toggleSelection(firstOfTwo, 4, 42);
    expect(pickCompletesTier(both, 4, 42)).toBe(true);
    // A third tier 4 tap is ignored: nothing moves.
    expect(pickCompletesTier(toggleSelection(both, 4, 43), 4, 43)).toBe(false);
  });
});
