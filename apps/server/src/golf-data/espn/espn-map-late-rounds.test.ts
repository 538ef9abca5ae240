import { describe, expect, it } from 'vitest';
import { board, rowNamed } from './fixtures/boards';
import { competitorNamed, competitorsOf, loadFixture } from './fixtures/load';

const iso = (value: string) => new Date(value).toISOString();

describe('parseLeaderboard: round 3 in progress (RBC Heritage, par 71)', () => {
  const { leaderboard, issues } = board('leaderboard-in-progress');
  const row = (name: string) => rowNamed(leaderboard.rows, name);

  it('orders by sortOrder and drops the malformed competitor with a report', () => {
    expect(leaderboard.rows.map((r) => [r.name, r.status, r.totalToPar])).toEqual([
      ['Andrew Novak', 'active', -12],
      ['Justin Thomas', 'active', -11],
      ['Scottie Scheffler', 'active', -11],
      ['Collin Morikawa', 'active', -9],
      ['Si Woo Kim', 'active', -9],
      ['J.J. Spaun', 'active', -3],
      ['Byeong Hun An', 'active', -3],
      ['Matt Fitzpatrick', 'active', 0],
      ['Tom Kim', 'CUT', 3],
      ['Nicolai Højgaard', 'CUT', 3],
      ['Lucas Glover', 'WD', 4],
      ['Jason Day', 'WD', -4],
      ['Chris Dunmore', 'DQ', -3],
    ]);
    expect(issues).toEqual([
      {
        kind: 'competitor',
        eventId: '401703505',
        index: 9,
        athleteId: null,
        name: 'Unknown Player',
        message: expect.stringContaining('linescores'),
      },
    ]);
  });

  it('the tournament: round 3, par from the course, first tee time from round-1 linescores', () => {
    expect(leaderboard.tournament).toMatchObject({
      status: 'active',
      currentRound: 3,
      par: 71,
      firstTeeTime: '2025-04-17T11:00:00.000Z',
      startDate: '2025-04-17',
      endDate: '2025-04-20',
    });
    expect(leaderboard.roundComplete).toBe(false);
  });

  it('totals are summed from the linescores, not score.displayValue (completed rounds only)', () => {
    // The fixture's score says -9 / 133: rounds 1 and 2 only.
    expect(competitorNamed(loadFixture('leaderboard-in-progress'), 'Andrew Novak').score).toEqual({
      value: 133,
      displayValue: '-9',
    });
    expect(row('Andrew Novak')).toEqual({
      golferExternalId: 'espn:4426181',
      name: 'Andrew Novak',
      status: 'active',
      totalToPar: -12,
      totalStrokes: 185,
      currentRound: 3,
      thru: 14,
      teeTime: '2025-04-19T18:00:00.000Z',
      rounds: {
        1: { strokes: 67, toPar: -4, thru: 18, teeTime: '2025-04-17T11:00:00.000Z' },
        2: { strokes: 66, toPar: -5, thru: 18, teeTime: '2025-04-18T16:04:00.000Z' },
        3: { strokes: 52, toPar: -3, thru: 14, teeTime: '2025-04-19T18:00:00.000Z' },
      },
    });
    expect(row('Justin Thomas')).toMatchObject({ totalToPar: -11, totalStrokes: 167, thru: 9 });
  });

  it('thru 0 / partial / 18 in the current round', () => {
    expect(row('Si Woo Kim')).toMatchObject({
      totalToPar: -9,
      totalStrokes: 133,
      currentRound: 3,
      thru: 0,
      teeTime: '2025-04-19T18:10:00.000Z',
      rounds: { 3: { strokes: null, toPar: null, thru: 0, teeTime: '2025-04-19T18:10:00.000Z' } },
    });
    expect(row('J.J. Spaun')).toMatchObject({ totalToPar: -3, totalStrokes: 187, thru: 12 });
    // Started on the 10th ("9*").
    expect(row('Byeong Hun An')).toMatchObject({ totalToPar: -3, totalStrokes: 174, thru: 9 });
    expect(row('Scottie Scheffler')).toMatchObject({
      totalToPar: -11,
      totalStrokes: 202,
      thru: 18,
      rounds: { 3: { strokes: 67, toPar: -4, thru: 18 } },
    });
  });

  it('a round sent with strokes only is scored against par (72 on a par 71 is +1)', () => {
    expect(row('Matt Fitzpatrick')).toMatchObject({
      totalToPar: 0,
      totalStrokes: 213,
      rounds: { 3: { strokes: 72, toPar: 1, thru: 18 } },
    });
  });

  it('cut golfers stay in round 2 with their two rounds; placeholders are ignored', () => {
    expect(row('Tom Kim')).toEqual({
      golferExternalId: 'espn:4602218',
      name: 'Tom Kim',
      status: 'CUT',
      totalToPar: 3,
      totalStrokes: 145,
      currentRound: 2,
      thru: 18,
      teeTime: '2025-04-18T11:11:00.000Z',
      rounds: {
        1: { strokes: 73, toPar: 2, thru: 18, teeTime: '2025-04-17T16:15:00.000Z' },
        2: { strokes: 72, toPar: 1, thru: 18, teeTime: '2025-04-18T11:11:00.000Z' },
      },
    });
    expect(row('Nicolai Højgaard')).toMatchObject({ status: 'CUT', currentRound: 2, thru: 18 });
  });

  it('a withdrawal reported as STATUS_CUT "Withdrawn" mid-round is WD with the holes played', () => {
    expect(row('Lucas Glover')).toMatchObject({
      status: 'WD',
      totalToPar: 4,
      totalStrokes: 111,
      currentRound: 2,
      thru: 9,
      rounds: { 2: { strokes: 39, toPar: 3, thru: 9 } },
    });
  });

  it('a withdrawal before round 3 stays in round 2; later tee times are dropped', () => {
    const day = row('Jason Day');
    expect(day).toMatchObject({ status: 'WD', currentRound: 2, thru: 18, totalToPar: -4 });
    expect(day.teeTime).toBe(iso('2025-04-18T12:01Z'));
    expect(Object.keys(day.rounds)).toEqual(['1', '2']);
  });

  it('a disqualification is DQ', () => {
    expect(row('Chris Dunmore')).toMatchObject({
      status: 'DQ',
      totalToPar: -3,
      totalStrokes: 139,
      currentRound: 2,
      thru: 18,
    });
  });

  it('the round is complete once every active golfer has 18 holes in it', () => {
    const finishRound3 = (document: unknown) => {
      for (const competitor of competitorsOf(document)) {
        const status = competitor.status as { period?: number; thru?: number } | undefined;
        if (status?.period !== 3) continue;
        status.thru = 18;
        // Rows the parser skips (unreadable linescores) are left as they are.
        const round3 = (competitor.linescores as unknown[] | undefined)?.[2];
        if (round3 && typeof round3 === 'object' && !(round3 as { value?: number }).value)
          Object.assign(round3, { value: 70, displayValue: '-1' });
      }
    };
    // Si Woo Kim is not on the course yet: thru 0.
    expect(board('leaderboard-in-progress').leaderboard.roundComplete).toBe(false);
    const finished = board('leaderboard-in-progress', finishRound3).leaderboard;
    expect(finished.roundComplete).toBe(true);
    expect(rowNamed(finished.rows, 'Si Woo Kim')).toMatchObject({ thru: 18, totalToPar: -10 });
  });
});

describe('parseLeaderboard: final (Masters, playoff)', () => {
  const { leaderboard, issues } = board('leaderboard-final');
  const row = (name: string) => rowNamed(leaderboard.rows, name);

  it('is completed in round 4 with the round complete', () => {
    expect(issues).toEqual([]);
    expect(leaderboard.tournament).toMatchObject({
      externalId: 'espn:401703504',
      status: 'completed',
      currentRound: 4,
      firstTeeTime: '2025-04-10T11:07:00.000Z',
    });
    expect(leaderboard.roundComplete).toBe(true);
  });

  it('gives 72-hole totals; playoff holes (period 5) do not count', () => {
    expect(row('Rory McIlroy')).toMatchObject({
      status: 'active',
      totalToPar: -11,
      totalStrokes: 277,
      currentRound: 4,
      thru: 18,
      teeTime: '2025-04-13T18:40:00.000Z',
    });
    expect(Object.keys(row('Rory McIlroy').rounds)).toEqual(['1', '2', '3', '4']);
    expect(row('Justin Rose')).toMatchObject({ totalToPar: -11, totalStrokes: 277 });
    expect(leaderboard.rows.slice(0, 2).map((r) => r.name)).toEqual([
      'Rory McIlroy',
      'Justin Rose',
    ]);
  });

  it('keeps cut and withdrawn golfers in the rounds they played', () => {
    expect(row('Tom Kim')).toMatchObject({ status: 'CUT', totalToPar: 4, currentRound: 2 });
    expect(row('Nicolai Højgaard')).toMatchObject({ status: 'CUT', totalToPar: 6 });
    expect(row('Max Homa')).toMatchObject({
      status: 'WD',
      totalToPar: 6,
      totalStrokes: 78,
      currentRound: 1,
      thru: 18,
    });
  });
});
