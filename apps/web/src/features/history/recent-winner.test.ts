import { describe, expect, it } from 'vitest';
import { anyRecentlyFinished, placesByGroup, recentWinner } from './recent-winner';
import { historyItem } from '../../test/history-fixtures';

const spring = historyItem({ id: 3, name: 'Spring Invitational', startDate: '2026-04-02' });
const masters = historyItem({ id: 4, name: 'Masters Week', startDate: '2026-04-09' });
const endDates: Record<number, string> = { 3: '2026-04-05', 4: '2026-04-12' };
const endDateOf = (id: number) => endDates[id];

describe('recentWinner', () => {
  it('picks the tournament that ended last, whatever the list order', () => {
    const found = recentWinner([spring, masters], endDateOf, new Date('2026-04-13T12:00:00Z'));
    expect(found).toEqual({ item: masters, endDate: '2026-04-12' });
  });

  it('passes over a tournament nobody won or whose end date is unknown', () => {
    const now = new Date('2026-04-10T12:00:00Z');
    expect(recentWinner([spring, { ...masters, winner: null }], endDateOf, now)?.item).toBe(spring);
    expect(recentWinner([spring, { ...masters, id: 99 }], endDateOf, now)?.item).toBe(spring);
    expect(recentWinner([], endDateOf, now)).toBeNull();
  });

  it('shows through the seventh day after the end date, by the New York calendar', () => {
    // Spring ended on Apr 5: Apr 12 is its seventh day after.
    const lateOnDaySeven = new Date('2026-04-13T03:30:00Z'); // 11:30 PM on Apr 12 in New York
    const dayEight = new Date('2026-04-13T04:30:00Z'); // 12:30 AM on Apr 13 in New York
    expect(recentWinner([spring], endDateOf, lateOnDaySeven)?.item).toBe(spring);
    expect(recentWinner([spring], endDateOf, dayEight)).toBeNull();
  });

  it('does not fall back to an older tournament once the latest is no longer news', () => {
    const later = new Date('2026-04-25T12:00:00Z');
    expect(recentWinner([spring, masters], endDateOf, later)).toBeNull();
  });
});

describe('placesByGroup', () => {
  it("splits the paid places by group in the item's group order, leaving out unpaid groups", () => {
    const place = (groupId: number, rank: number, playerName: string) => ({
      groupId,
      rank,
      playerName,
      entryNumber: null,
      totalScore: -rank,
      payout: 10,
    });
    const item = historyItem({
      userGroups: [
        { id: 5, name: 'Sunday Skins' },
        { id: 6, name: 'Office Pool' },
        { id: 7, name: 'Free Friends' },
      ],
      payouts: [place(6, 1, 'Bo'), place(5, 1, 'Alice'), place(5, 2, 'Cy')],
    });
    expect(
      placesByGroup(item).map(({ group, places }) => [group.name, places.map((p) => p.playerName)]),
    ).toEqual([
      ['Sunday Skins', ['Alice', 'Cy']],
      ['Office Pool', ['Bo']],
    ]);
  });
});

describe('anyRecentlyFinished', () => {
  const season = [
    { status: 'completed', endDate: '2026-04-05' },
    { status: 'upcoming', endDate: '2026-04-30' },
  ];

  it('is true through the seventh day after a completed tournament ended (New York calendar)', () => {
    // 2026-04-12 23:30 in New York is still the seventh day.
    expect(anyRecentlyFinished(season, new Date('2026-04-13T03:30:00Z'))).toBe(true);
    expect(anyRecentlyFinished(season, new Date('2026-04-13T04:30:00Z'))).toBe(false);
  });

  it('ignores tournaments not completed', () => {
    expect(anyRecentlyFinished([season[1]!], new Date('2026-04-29T12:00:00Z'))).toBe(false);
  });
});
