import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  isComplete,
  pickedCount,
  selectionFromEntry,
  toggleSelection,
  type Selection,
} from './selection';
import { entry } from '../test/fixtures';

const pick = (state: Selection, ...moves: [1 | 2 | 3 | 4, number][]) =>
  moves.reduce((s, [tier, id]) => toggleSelection(s, tier, id), state);

describe('toggleSelection, tiers 1-3', () => {
  it('selects a golfer', () => {
    expect(toggleSelection(EMPTY_SELECTION, 1, 11).tier1).toBe(11);
  });

  it('replaces the selected golfer with another', () => {
    expect(pick(EMPTY_SELECTION, [2, 21], [2, 22]).tier2).toBe(22);
  });

  it('unselects the selected golfer when clicked again', () => {
    expect(pick(EMPTY_SELECTION, [3, 31], [3, 31]).tier3).toBeNull();
  });

  it('leaves the other tiers alone', () => {
    const state = pick(EMPTY_SELECTION, [1, 11], [4, 41], [2, 21]);
    expect(state).toEqual({ tier1: 11, tier2: 21, tier3: null, tier4: [41, null] });
  });
});

describe('toggleSelection, tier 4', () => {
  it('fills the first empty slot, then the second', () => {
    expect(pick(EMPTY_SELECTION, [4, 41]).tier4).toEqual([41, null]);
    expect(pick(EMPTY_SELECTION, [4, 41], [4, 42]).tier4).toEqual([41, 42]);
  });

  it('unselects a selected golfer, keeping the other in its slot', () => {
    expect(pick(EMPTY_SELECTION, [4, 41], [4, 42], [4, 41]).tier4).toEqual([null, 42]);
    expect(pick(EMPTY_SELECTION, [4, 41], [4, 42], [4, 42]).tier4).toEqual([41, null]);
  });

  it('fills a slot emptied earlier before anything else', () => {
    expect(pick(EMPTY_SELECTION, [4, 41], [4, 42], [4, 41], [4, 43]).tier4).toEqual([43, 42]);
  });

  it('ignores a third pick', () => {
    const full = pick(EMPTY_SELECTION, [4, 41], [4, 42]);
    expect(toggleSelection(full, 4, 43)).toBe(full);
  });
});

describe('completeness', () => {
  it('needs one golfer in each of tiers 1-3 and two in tier 4', () => {
    const four = pick(EMPTY_SELECTION, [1, 11], [2, 21], [3, 31], [4, 41]);
    expect(pickedCount(four)).toBe(4);
    expect(isComplete(four)).toBe(false);
    const five = toggleSelection(four, 4, 42);
    expect(pickedCount(five)).toBe(5);
    expect(isComplete(five)).toBe(true);
  });

  it('reads an existing entry', () => {
    const state = selectionFromEntry(entry({ id: 7 }));
    expect(state).toEqual({ tier1: 11, tier2: 21, tier3: 31, tier4: [41, 42] });
    expect(isComplete(state)).toBe(true);
  });
});
