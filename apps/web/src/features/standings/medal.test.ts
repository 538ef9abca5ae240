import { describe, expect, it } from 'vitest';
import { medalFor, medalName, rankLabel, rankLabels } from './medal';

describe('medalFor', () => {
  it('gives gold, silver and bronze to ranks 1 to 3 and nothing below', () => {
    expect([1, 2, 3, 4, 10].map(medalFor)).toEqual(['gold', 'silver', 'bronze', null, null]);
    expect(medalName('gold')).toBe('Gold medal');
  });
});

describe('rankLabels', () => {
  it('prefixes shared ranks with T, as golf does', () => {
    const ranks = [1, 2, 2, 4, 5, 5, 5].map((rank) => ({ rank }));
    expect(rankLabels(ranks)).toEqual(['1', 'T2', 'T2', '4', 'T5', 'T5', 'T5']);
  });

  it('reads a tie with the row after the first rows as one', () => {
    const ranks = [1, 2, 3].map((rank) => ({ rank }));
    expect(rankLabels(ranks, 3)).toEqual(['1', '2', 'T3']);
    expect(rankLabels(ranks, 4)).toEqual(['1', '2', '3']);
  });

  it('copes with no rows', () => {
    expect(rankLabels([])).toEqual([]);
  });
});

describe('rankLabel', () => {
  it("reads the server's tie: T only where another entry shares the rank", () => {
    expect(rankLabel(3, true)).toBe('T3');
    expect(rankLabel(3, false)).toBe('3');
  });
});
