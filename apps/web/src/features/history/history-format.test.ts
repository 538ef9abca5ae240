import { describe, expect, it } from 'vitest';
import { detailEntry, historyItem } from '../../test/history-fixtures';
import {
  anyPaid,
  finishPlace,
  formatAverageScore,
  groupWinners,
  manageEntriesPath,
  ordinal,
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
    const winner = { name: 'Alice', totalScore: -1, groupId: 5 };
    const places = [place(1, 'Alice', 50), place(2, 'Bo', 30)];
    expect(winnerPayout(historyItem({ winner, payouts: places }))).toBe(50);
    expect(winnerPayout(historyItem({ winner, payouts: [] }))).toBeNull();
    expect(winnerPayout(historyItem({ winner: null, payouts: places }))).toBeNull();
    // Only a paid first place is the winner's, in the winner's own group.
    expect(winnerPayout(historyItem({ winner, payouts: [place(2, 'Bo', 30)] }))).toBeNull();
    expect(
      winnerPayout(historyItem({ winner: { ...winner, groupId: 6 }, payouts: places })),
    ).toBeNull();
  });
});

describe('finishPlace', () => {
  it('writes a shared place "T3" and says "Tied 3rd"', () => {
    expect(finishPlace({ rank: 3, tied: true })).toEqual({ label: 'T3', spoken: 'Tied 3rd' });
    expect(finishPlace({ rank: 1, tied: false })).toEqual({ label: '1', spoken: '1st' });
  });

  it('reads ordinals as English does', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });
});

describe('groupWinners', () => {
  it("names each group's first-ranked entry, with what it won", () => {
    const groups = [
      { id: 5, name: 'Sunday Skins' },
      { id: 6, name: 'Office Pool' },
      { id: 7, name: 'Nobody Played' },
    ];
    const entries = [
      detailEntry({ id: 1, groupId: 6, playerName: 'Bo', totalScore: -9 }),
      detailEntry({ id: 2, groupId: 5, playerName: 'Alice', payout: 40 }),
      detailEntry({ id: 3, groupId: 5, rank: 2, playerName: 'Cy' }),
    ];
    expect(groupWinners({ groups, entries })).toEqual([
      {
        group: groups[0],
        winner: { name: 'Alice', totalScore: -12, groupId: 5 },
        payout: 40,
      },
      { group: groups[1], winner: { name: 'Bo', totalScore: -9, groupId: 6 }, payout: null },
    ]);
  });
});
