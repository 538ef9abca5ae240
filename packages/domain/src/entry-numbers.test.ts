import { describe, expect, it } from 'vitest';
import { entryNumbers } from './entry-numbers';

describe('entryNumbers', () => {
  it("numbers a player's entries in entry order, whatever order they are listed in", () => {
    const numbers = entryNumbers([
      { entryId: 12, playerId: 1 },
      { entryId: 11, playerId: 2 },
      { entryId: 10, playerId: 1 },
      { entryId: 15, playerId: 1 },
    ]);
    expect(Object.fromEntries(numbers)).toEqual({ 10: 1, 12: 2, 15: 3, 11: null });
  });

  it('counts an entry listed twice once', () => {
    const numbers = entryNumbers([
      { entryId: 3, playerId: 1 },
      { entryId: 3, playerId: 1 },
    ]);
    expect(numbers.get(3)).toBeNull();
  });

  it('numbers within each group when the entries come from several', () => {
    const numbers = entryNumbers([
      { entryId: 1, playerId: 7, groupId: 100 },
      { entryId: 2, playerId: 7, groupId: 200 },
      { entryId: 3, playerId: 7, groupId: 100 },
    ]);
    expect(Object.fromEntries(numbers)).toEqual({ 1: 1, 3: 2, 2: null });
  });
});
