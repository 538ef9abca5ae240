import { describe, expect, it } from 'vitest';
import { columnCount, standingsColumns } from './standings-columns';
import { row } from './test/fixtures';

const forecast = [{ ...row(), winProbability: 0.4 }];

describe('standingsColumns (columns by importance)', () => {
  it('gives the golfers a column each from 1440 px, one compact cell below, none on a phone', () => {
    const at = (width: 'wide' | 'desk' | 'phone') =>
      standingsColumns({ width, status: 'active', rows: [], showPayouts: true }).golfers;
    expect([at('wide'), at('desk'), at('phone')]).toEqual(['columns', 'compact', 'none']);
  });

  it('keeps Win and Payout in play, from the first paint and at every width', () => {
    for (const width of ['wide', 'desk', 'phone'] as const)
      expect(
        standingsColumns({ width, status: 'active', rows: [row()], showPayouts: true }),
      ).toMatchObject({ win: true, payout: true, won: false });
    // A free pool has no money to show.
    expect(
      standingsColumns({ width: 'phone', status: 'active', rows: [], showPayouts: false }),
    ).toMatchObject({ win: true, payout: false, won: false });
  });

  it('shows what was won instead of the chances once completed, settled chances or not', () => {
    expect(
      standingsColumns({ width: 'desk', status: 'completed', rows: forecast, showPayouts: true }),
    ).toEqual({ golfers: 'compact', win: false, payout: false, won: true });
    expect(
      standingsColumns({ width: 'desk', status: 'completed', rows: forecast, showPayouts: false }),
    ).toMatchObject({ win: false, payout: false, won: false });
  });

  it('counts the cells a detail row spans', () => {
    const columns = (width: 'wide' | 'desk' | 'phone', status: 'active' | 'completed') =>
      columnCount(standingsColumns({ width, status, rows: [], showPayouts: true }));
    // Rank, Player, five golfers, Score, Win, Payout.
    expect(columns('wide', 'active')).toBe(10);
    // Rank, Player, Score, Win, Payout, Golfers.
    expect(columns('desk', 'active')).toBe(6);
    // Rank, Player, Score, Won.
    expect(columns('phone', 'completed')).toBe(4);
  });
});
