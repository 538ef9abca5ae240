import { describe, expect, it } from 'vitest';
import { historyItem } from '../../test/history-fixtures';
import {
  anyPaid,
  formatAverageScore,
  manageEntriesPath,
  pickTierLabel,
  tournamentHistoryPath,
  winnerPayout,
} from './history-format';

describe('formatAverageScore', () => {
  it('writes an average to par with one decimal', () => {
    expect(formatAverageScore(-3.44)).toBe('-3.4');
    expect(formatAverageScore(2.25)).toBe('+2.3');
    expect(formatAverageScore(4)).toBe('+4.0');
    expect(formatAverageScore(0)).toBe('E');
    expect(formatAverageScore(-0.04)).toBe('E');
    expect(formatAverageScore(null)).toBe('–');
  });
});

describe('picks', () => {
  it('labels the five slots Tier 1 to Tier 4, never "T1" (which reads as tied first)', () => {
    expect([0, 1, 2, 3, 4].map(pickTierLabel)).toEqual([
      'Tier 1',
      'Tier 2',
      'Tier 3',
      'Tier 4',
      'Tier 4',
    ]);
  });
});

describe('links', () => {
  it('points at the detail and admin screens', () => {
    expect(tournamentHistoryPath(3)).toBe('/tournament/3/history');
    expect(manageEntriesPath(3)).toBe('/admin/tournament/3/entries');
  });
});

describe('payouts', () => {
  const place = (rank: number, playerName: string, payout: number) => ({
    groupId: 5,
    rank,
    playerName,
    entryNumber: null,
    totalScore: -rank,
    payout,
  });

  it('knows a free pool paid nobody', () => {
    expect(anyPaid([{ payout: 0 }, { payout: 0 }])).toBe(false);
    expect(anyPaid([{ payout: 0 }, { payout: 0.01 }])).toBe(true);
  });

  it("finds the winner's amount among the paid places", () => {
    const winner = { name: 'Alice', totalScore: -1 };
    const places = [place(1, 'Alice', 50), place(2, 'Bo', 30)];
    expect(winnerPayout(historyItem({ winner, payouts: places }))).toBe(50);
    expect(winnerPayout(historyItem({ winner, payouts: [] }))).toBeNull();
    expect(winnerPayout(historyItem({ winner: null, payouts: places }))).toBeNull();
    // Only a paid first place is the winner's.
    expect(winnerPayout(historyItem({ winner, payouts: [place(2, 'Bo', 30)] }))).toBeNull();
  });
});
