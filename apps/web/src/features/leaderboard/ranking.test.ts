import type { LeaderboardRound, LeaderboardRow } from '@fairway/contract';
import { describe, expect, it } from 'vitest';

import {
  currentRoundScore,
  leaderboardPositions,
  matchesGolferName,
  placings,
  teeTimeForRound,
  thruLabel,
  todayScore,
} from './ranking';
import { formatClock } from '../../lib/times';

let nextId = 1;
function golfer(
  totalScoreToPar: number | null,
  overrides: Partial<LeaderboardRow> = {},
): LeaderboardRow {
  return {
    golferId: nextId++,
    name: `Golfer ${nextId}`,
    status: 'active',
    totalScoreToPar,
    totalScore: null,
    thru: 18,
    teeTime: null,
    rounds: {},
    ...overrides,
  };
}
const round = (
  score: number | null,
  toPar: number | null,
  thru: number | string,
): LeaderboardRound => ({ score, toPar, thru });

describe('leaderboardPositions', () => {
  it('ranks by total to par, one plus the number of better scores', () => {
    expect(leaderboardPositions([golfer(-8), golfer(-5), golfer(2)])).toEqual(['1', '2', '3']);
  });

  it('gives tied golfers the same rank with a T prefix, and skips the places they fill', () => {
    expect(
      leaderboardPositions([golfer(-8), golfer(-6), golfer(-6), golfer(-6), golfer(0)]),
    ).toEqual(['1', 'T2', 'T2', 'T2', '5']);
    expect(leaderboardPositions([golfer(-3), golfer(-3)])).toEqual(['T1', 'T1']);
  });

  it('leaves CUT, WD and DQ golfers out of the ranking and shows their status', () => {
    const rows = [
      golfer(-2),
      golfer(1),
      golfer(-9, { status: 'CUT' }),
      golfer(-9, { status: 'WD' }),
      golfer(null, { status: 'DQ' }),
    ];
    expect(leaderboardPositions(rows)).toEqual(['1', '2', 'CUT', 'WD', 'DQ']);
  });

  it('shows a dash for golfers without a score and does not count them', () => {
    expect(leaderboardPositions([golfer(-1), golfer(null), golfer(3)])).toEqual(['1', '–', '2']);
  });

  it('exposes the numeric rank for highlighting', () => {
    expect(
      placings([golfer(-4), golfer(-4), golfer(1), golfer(5, { status: 'CUT' })]).map(
        (p) => p.rank,
      ),
    ).toEqual([1, 1, 3, null]);
  });

  it('does not depend on the order rows arrive in', () => {
    expect(leaderboardPositions([golfer(1), golfer(-2), golfer(1)])).toEqual(['T2', '1', 'T2']);
  });
});

describe('todayScore', () => {
  it('is the round strokes minus par once the round is finished', () => {
    expect(todayScore(round(68, -4, 18), 72)).toBe(-4);
    expect(todayScore(round(75, null, 18), 72)).toBe(3);
    expect(todayScore(round(71, 0, '18'), 71)).toBe(0);
  });

  it('is the round to-par over the holes played mid-round', () => {
    expect(todayScore(round(33, -2, 9), 72)).toBe(-2);
  });

  it('is null before the golfer starts or without a round', () => {
    expect(todayScore(round(null, null, '1:40 PM'), 72)).toBeNull();
    expect(todayScore(undefined, 72)).toBeNull();
  });
});

describe('thruLabel', () => {
  it('shows F for a finished round', () => {
    expect(thruLabel(18, null)).toBe('F');
    expect(thruLabel('18', null)).toBe('F');
  });

  it('shows the hole count mid-round, and a dash before any hole', () => {
    expect(thruLabel(7, null)).toBe('7');
    expect(thruLabel(0, null)).toBe('–');
  });

  it('shows a tee time in the viewer zone when the instant is known, else the server text', () => {
    const teeTime = '2026-06-12T17:40:00.000Z';
    expect(thruLabel('1:40 PM', teeTime)).toBe(formatClock(teeTime));
    expect(thruLabel('1:40 PM', null)).toBe('1:40 PM');
    expect(thruLabel('Suspended', teeTime)).toBe('Suspended');
  });
});

describe('teeTimeForRound', () => {
  it('belongs to the earliest round that has not started', () => {
    const row = golfer(-3, {
      teeTime: '2026-06-13T12:00:00.000Z',
      rounds: { '1': round(69, -3, 18), '2': round(null, null, '8:00 AM') },
    });
    expect(teeTimeForRound(row, '2')).toBe('2026-06-13T12:00:00.000Z');
    expect(teeTimeForRound(row, '1')).toBeNull();
  });
});

describe('currentRoundScore', () => {
  it('is the to-par of the round being played', () => {
    const row = golfer(-5, {
      thru: 11,
      rounds: { '1': round(69, -3, 18), '2': round(38, -2, 11) },
    });
    expect(currentRoundScore(row, 72)).toBe(-2);
  });

  it('is empty while the golfer waits to tee off, and for golfers who are out', () => {
    expect(
      currentRoundScore(
        golfer(-3, {
          thru: '8:00 AM',
          rounds: { '1': round(69, -3, 18), '2': round(null, null, '8:00 AM') },
        }),
        72,
      ),
    ).toBeNull();
    expect(
      currentRoundScore(
        golfer(4, { status: 'CUT', thru: 18, rounds: { '2': round(75, 3, 18) } }),
        72,
      ),
    ).toBeNull();
  });
});

describe('matchesGolferName', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(matchesGolferName('Ludvig Åberg', ' aberg ')).toBe(true);
    expect(matchesGolferName('Scottie Scheffler', 'rory')).toBe(false);
  });
});
