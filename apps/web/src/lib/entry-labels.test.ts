import { describe, expect, it } from 'vitest';
import { entryLabels } from './entry-labels';

describe('entryLabels', () => {
  const alice = { id: 1, name: 'Alice A.' };
  const bo = { id: 2, name: 'Bo' };

  it("numbers every entry of a player who has several, and leaves a single entry's name", () => {
    const labels = entryLabels([
      { entryId: 10, player: alice },
      { entryId: 11, player: bo },
      { entryId: 12, player: alice },
    ]);
    expect(Object.fromEntries(labels)).toEqual({ 10: 'Alice A. #1', 11: 'Bo', 12: 'Alice A. #2' });
  });

  it('keeps each number with its entry whatever the order (ranks move)', () => {
    const labels = entryLabels([
      { entryId: 12, player: alice },
      { entryId: 10, player: alice },
    ]);
    expect(labels.get(10)).toBe('Alice A. #1');
    expect(labels.get(12)).toBe('Alice A. #2');
  });

  it("numbers the first rows' entries as the whole list would, from the player's other entries", () => {
    // Alice's entry 12 is here; her 10 and 15 rank further down.
    const labels = entryLabels(
      [
        { entryId: 12, player: alice },
        { entryId: 11, player: bo },
      ],
      new Map([[alice.id, [10, 12, 15]]]),
    );
    expect(labels.get(12)).toBe('Alice A. #2');
    expect(labels.get(11)).toBe('Bo');
  });
});
