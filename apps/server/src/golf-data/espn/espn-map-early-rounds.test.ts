import { describe, expect, it } from 'vitest';
import { board, rowNamed, TRUIST_BEFORE_THE_START } from './fixtures/boards';
import { firstEvent } from './fixtures/load';

describe('parseLeaderboard: pre events', () => {
  it('a pre event with no competitors: empty field and board, round 0', () => {
    const { leaderboard, field, issues } = board('leaderboard-pre-empty');
    expect(field).toEqual([]);
    expect(issues).toEqual([]);
    expect(leaderboard).toEqual({
      tournament: TRUIST_BEFORE_THE_START,
      roundComplete: false,
      rows: [],
    });
  });

  it('a pre event without a competitors key reads the same', () => {
    const { leaderboard, field } = board('leaderboard-pre-empty', (document) => {
      const competitions = firstEvent(document).competitions as Record<string, unknown>[];
      delete competitions[0]!.competitors;
    });
    expect(field).toEqual([]);
    expect(leaderboard.rows).toEqual([]);
  });

  it('a posted field: golfers with countries, no odds, and the first tee time', () => {
    const { leaderboard, field } = board('leaderboard-pre-field');
    expect(field).toEqual([
      { externalId: 'espn:9478', name: 'Scottie Scheffler', country: 'United States', odds: null },
      { externalId: 'espn:3470', name: 'Rory McIlroy', country: 'Northern Ireland', odds: null },
      { externalId: 'espn:5860', name: 'Hideki Matsuyama', country: 'Japan', odds: null },
      { externalId: 'espn:4587', name: 'Shane Lowry', country: 'Ireland', odds: null },
      // No flag: no country.
      { externalId: 'espn:9938', name: 'Sam Burns', country: null, odds: null },
      { externalId: 'espn:9126', name: 'Corey Conners', country: 'Canada', odds: null },
    ]);
    // ESPN says period 1 before the start; the tournament is still in round 0.
    expect(leaderboard.tournament.status).toBe('upcoming');
    expect(leaderboard.tournament.currentRound).toBe(0);
    // Lowry's 7:45 AM tee time is only on his round-1 linescore.
    expect(leaderboard.tournament.firstTeeTime).toBe('2025-05-08T11:45:00.000Z');
    expect(leaderboard.roundComplete).toBe(false);
    expect(rowNamed(leaderboard.rows, 'Shane Lowry')).toEqual({
      golferExternalId: 'espn:4587',
      name: 'Shane Lowry',
      status: 'active',
      totalToPar: null,
      totalStrokes: null,
      currentRound: 1,
      thru: 0,
      teeTime: '2025-05-08T11:45:00.000Z',
      rounds: { 1: { strokes: null, toPar: null, thru: 0, teeTime: '2025-05-08T11:45:00.000Z' } },
    });
  });
});

describe('parseLeaderboard: round 1 in progress (THE PLAYERS)', () => {
  const { leaderboard, field, issues } = board('leaderboard-round1');
  const row = (name: string) => rowNamed(leaderboard.rows, name);

  it('orders rows by sortOrder, not by ESPN list order, and skips the malformed row', () => {
    expect(leaderboard.rows.map((r) => r.name)).toEqual([
      'J.J. Spaun',
      'Akshay Bhatia',
      'Rory McIlroy',
      'Ludvig Åberg',
      'Sepp Straka',
      'Scottie Scheffler',
      'Min Woo Lee',
      'Tom Kim',
      'Jason Day',
      'Will Zalatoris',
    ]);
    expect(field.map((golfer) => golfer.name)).toEqual(leaderboard.rows.map((r) => r.name));
  });

  it('reports the malformed competitor (a round whose strokes are not a number)', () => {
    expect(issues).toEqual([
      {
        kind: 'competitor',
        eventId: '401703500',
        index: 9,
        athleteId: '5467',
        name: 'Jordan Spieth',
        message: expect.stringMatching(/^competitor dropped: linescores\.0\.value: /),
      },
    ]);
  });

  it('maps the tournament: active, round 1, earliest tee time, round not complete', () => {
    expect(leaderboard.tournament).toEqual({
      externalId: 'espn:401703500',
      name: 'THE PLAYERS Championship',
      location: 'Ponte Vedra Beach, FL',
      par: 72,
      startDate: '2025-03-13',
      endDate: '2025-03-16',
      status: 'active',
      currentRound: 1,
      firstTeeTime: '2025-03-13T11:40:00.000Z',
    });
    expect(leaderboard.roundComplete).toBe(false);
  });

  it('a finished round: thru 18, with the next round tee time kept on its round', () => {
    expect(row('J.J. Spaun')).toEqual({
      golferExternalId: 'espn:10166',
      name: 'J.J. Spaun',
      status: 'active',
      totalToPar: -6,
      totalStrokes: 66,
      currentRound: 1,
      thru: 18,
      teeTime: '2025-03-13T11:40:00.000Z',
      rounds: {
        1: { strokes: 66, toPar: -6, thru: 18, teeTime: '2025-03-13T11:40:00.000Z' },
        2: { strokes: null, toPar: null, thru: 0, teeTime: '2025-03-14T16:51:00.000Z' },
      },
    });
  });

  it('a partial round: strokes and to par so far, thru from the status; placeholders ignored', () => {
    expect(row('Akshay Bhatia')).toMatchObject({
      totalToPar: -5,
      totalStrokes: 40,
      currentRound: 1,
      thru: 11,
      rounds: { 1: { strokes: 40, toPar: -5, thru: 11, teeTime: '2025-03-13T12:35:00.000Z' } },
    });
    expect(Object.keys(row('Akshay Bhatia').rounds)).toEqual(['1']);
    // Ties share a total; their order is ESPN's.
    expect(row('Rory McIlroy').totalToPar).toBe(-5);
    expect(row('Ludvig Åberg')).toMatchObject({ totalToPar: -1, thru: 4 });
    expect(row('Sepp Straka')).toMatchObject({ totalToPar: -1, thru: 7 });
  });

  it('golfers yet to tee off get nulls and their tee time (status, linescore, or behind placeholders)', () => {
    const notStarted = (teeTime: string) => ({
      status: 'active',
      totalToPar: null,
      totalStrokes: null,
      currentRound: 1,
      thru: 0,
      teeTime,
      rounds: { 1: { strokes: null, toPar: null, thru: 0, teeTime } },
    });
    // score.displayValue "E" must not read as a total of 0.
    expect(row('Scottie Scheffler')).toMatchObject(notStarted('2025-03-13T17:46:00.000Z'));
    expect(row('Min Woo Lee')).toMatchObject(notStarted('2025-03-13T17:57:00.000Z'));
    expect(row('Tom Kim')).toMatchObject(notStarted('2025-03-13T18:08:00.000Z'));
  });

  it('withdrawals: during the round (STATUS_WITHDRAWN) and before it (STATUS_CUT "Withdrawn")', () => {
    expect(row('Jason Day')).toMatchObject({
      status: 'WD',
      totalToPar: 2,
      totalStrokes: 30,
      currentRound: 1,
      thru: 7,
    });
    expect(row('Will Zalatoris')).toMatchObject({
      status: 'WD',
      totalToPar: null,
      totalStrokes: null,
      currentRound: 1,
      thru: 0,
      teeTime: '2025-03-13T13:19:00.000Z',
    });
  });
});
