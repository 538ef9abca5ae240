import { describe, expect, it } from 'vitest';
import type { ProviderLeaderboardRow } from '../provider';
import { EspnFormatError, parseLeaderboard, parseSchedule } from './espn-map';
import {
  calendarDate,
  eventIdFromExternalId,
  golferStatus,
  parseToPar,
  thruFrom,
} from './espn-values';
import type { FixtureName } from './fixtures/load';
import {
  competitorNamed,
  competitorsOf,
  FIXTURE_EVENTS,
  firstEvent,
  loadFixture,
} from './fixtures/load';

type LeaderboardFixture = keyof typeof FIXTURE_EVENTS;

function board(name: LeaderboardFixture, edit?: (document: unknown) => void) {
  const document = loadFixture(name as FixtureName);
  edit?.(document);
  return parseLeaderboard(document, FIXTURE_EVENTS[name]);
}

function rowNamed(rows: ProviderLeaderboardRow[], name: string): ProviderLeaderboardRow {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

const iso = (value: string) => new Date(value).toISOString();

describe('parseSchedule (scoreboard-2025)', () => {
  it('maps pre, in and post events to tournaments', () => {
    const { tournaments, issues } = parseSchedule(loadFixture('scoreboard-2025'));
    expect(issues).toEqual([]);
    expect(tournaments).toEqual([
      {
        externalId: 'espn:401703489',
        name: 'The Sentry',
        location: 'Kapalua, HI',
        par: 73,
        startDate: '2025-01-02',
        endDate: '2025-01-05',
        status: 'completed',
        currentRound: 4,
        firstTeeTime: null,
      },
      {
        externalId: 'espn:401703504',
        name: 'Masters Tournament',
        location: 'Augusta, GA',
        par: 72,
        startDate: '2025-04-10',
        endDate: '2025-04-13',
        status: 'completed',
        currentRound: 4,
        firstTeeTime: null,
      },
      {
        externalId: 'espn:401703505',
        name: 'RBC Heritage',
        location: 'Hilton Head Island, SC',
        par: 71,
        startDate: '2025-04-17',
        endDate: '2025-04-20',
        status: 'active',
        currentRound: 3,
        // Earliest round-1 tee time among the (status-less) scoreboard competitors.
        firstTeeTime: '2025-04-17T11:00:00.000Z',
      },
      {
        externalId: 'espn:401703507',
        name: 'Truist Championship',
        location: 'Flourtown, PA',
        par: 70,
        startDate: '2025-05-08',
        endDate: '2025-05-11',
        status: 'upcoming',
        currentRound: 0,
        firstTeeTime: null,
      },
      {
        externalId: 'espn:401703515',
        name: 'The Open',
        location: 'Portrush, Northern Ireland',
        // No courses listed and no rounds played: not stated (the sync assumes 72).
        par: null,
        startDate: '2025-07-17',
        endDate: '2025-07-20',
        status: 'upcoming',
        currentRound: 0,
        firstTeeTime: null,
      },
    ]);
  });

  it('drops a malformed or repeated event and reports it, keeping the others', () => {
    const document = loadFixture('scoreboard-2025') as { events: Record<string, unknown>[] };
    delete document.events[1]!.id;
    document.events.push({ ...document.events[2]! });
    document.events.push('not an event' as unknown as Record<string, unknown>);
    const { tournaments, issues } = parseSchedule(document);
    expect(tournaments.map((tournament) => tournament.externalId)).toEqual([
      'espn:401703489',
      'espn:401703505',
      'espn:401703507',
      'espn:401703515',
    ]);
    expect(issues).toEqual([
      expect.objectContaining({
        kind: 'event',
        index: 1,
        eventId: null,
        name: 'Masters Tournament',
        message: expect.stringContaining('id'),
      }),
      expect.objectContaining({
        kind: 'event',
        index: 5,
        eventId: '401703505',
        message: 'event dropped: listed twice',
      }),
      expect.objectContaining({ kind: 'event', index: 6, eventId: null }),
    ]);
  });

  it('reads the location from a competition venue, a course name, or says TBD', () => {
    const document = loadFixture('scoreboard-2025') as { events: Record<string, unknown>[] };
    const [sentry, masters, rbc] = document.events as [
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    const venue = sentry.venue;
    delete sentry.venue;
    delete sentry.courses;
    (sentry.competitions as Record<string, unknown>[])[0]!.venue = venue;
    delete masters.venue;
    masters.courses = [{ name: 'Augusta National Golf Club', shotsToPar: 'not a number' }];
    delete rbc.venue;
    delete rbc.courses;
    const [first, second, third] = parseSchedule(document).tournaments;
    expect(first!.location).toBe('Kapalua, HI');
    // No course par (and no finished rounds to read it from): not stated, so null.
    expect(first!.par).toBeNull();
    expect(second!.location).toBe('Augusta National Golf Club');
    expect(second!.par).toBeNull();
    expect(third!.location).toBe('TBD');
  });

  it('fails as a whole only when there is no events list', () => {
    expect(() => parseSchedule({ leagues: [] })).toThrow(EspnFormatError);
    expect(() => parseSchedule('<html>')).toThrow(/no events list/);
    expect(parseSchedule({ events: [] })).toEqual({ tournaments: [], issues: [] });
  });

  it('reads an unknown event status as upcoming and reports it', () => {
    const document = loadFixture('scoreboard-2025');
    const event = firstEvent(document);
    event.status = { type: { state: 'weird' } };
    (event.competitions as Record<string, unknown>[])[0]!.status = { type: {} };
    const { tournaments, issues } = parseSchedule(document);
    expect(tournaments[0]!.status).toBe('upcoming');
    expect(tournaments[0]!.currentRound).toBe(0);
    expect(issues).toEqual([
      expect.objectContaining({
        kind: 'value',
        message: expect.stringContaining('unknown event status'),
      }),
    ]);
  });
});

describe('parseLeaderboard: pre events', () => {
  it('a pre event with no competitors: empty field and board, round 0', () => {
    const { leaderboard, field, issues } = board('leaderboard-pre-empty');
    expect(field).toEqual([]);
    expect(issues).toEqual([]);
    expect(leaderboard).toEqual({
      tournament: {
        externalId: 'espn:401703507',
        name: 'Truist Championship',
        location: 'Flourtown, PA',
        par: 70,
        startDate: '2025-05-08',
        endDate: '2025-05-11',
        status: 'upcoming',
        currentRound: 0,
        firstTeeTime: null,
      },
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

describe('parseLeaderboard: defensive reading', () => {
  it('refuses an answer for another event instead of storing its scores', () => {
    expect(() => parseLeaderboard(loadFixture('leaderboard-final'), '401703505')).toThrow(
      /holds other events \(401703504\)/,
    );
    expect(() => parseLeaderboard({ events: [] }, '1')).toThrow(EspnFormatError);
    expect(() => parseLeaderboard({ nope: true }, '1')).toThrow(/no events list/);
  });

  it('fails when the event itself is unreadable', () => {
    const document = loadFixture('leaderboard-final');
    delete firstEvent(document).name;
    expect(() => parseLeaderboard(document, '401703504')).toThrow(/unreadable: name/);
  });

  it('drops a competitor listed twice and reports it', () => {
    const { leaderboard, issues } = board('leaderboard-final', (document) => {
      const competitors = competitorsOf(document);
      competitors.push(structuredClone(competitors[0]!));
    });
    expect(leaderboard.rows.filter((r) => r.name === 'Patrick Reed')).toHaveLength(1);
    expect(issues).toEqual([
      expect.objectContaining({
        kind: 'competitor',
        athleteId: '5579',
        message: 'competitor dropped: listed twice',
      }),
    ]);
  });

  it('takes the athlete id from the competitor when the athlete has none', () => {
    const { field } = board('leaderboard-pre-field', (document) => {
      delete (competitorsOf(document)[0]!.athlete as Record<string, unknown>).id;
    });
    expect(field[0]!.externalId).toBe('espn:9478');
  });

  it('accepts numbers sent as strings and ignores junk in hint fields', () => {
    const { leaderboard, issues } = board('leaderboard-final', (document) => {
      const reed = competitorNamed(document, 'Patrick Reed');
      const lines = reed.linescores as Record<string, unknown>[];
      lines[0]!.value = '71';
      reed.sortOrder = '3';
      (reed.athlete as Record<string, unknown>).flag = 'usa';
      (reed.status as Record<string, unknown>).position = 42;
      (reed.status as Record<string, unknown>).teeTime = 'soon';
    });
    expect(issues).toEqual([]);
    expect(rowNamed(leaderboard.rows, 'Patrick Reed')).toMatchObject({
      totalStrokes: 279,
      totalToPar: -9,
    });
  });

  it('reads a competitor without status (lighter feed) from its linescores', () => {
    const { leaderboard } = board('leaderboard-final', (document) => {
      delete competitorNamed(document, 'Patrick Reed').status;
    });
    expect(rowNamed(leaderboard.rows, 'Patrick Reed')).toMatchObject({
      status: 'active',
      currentRound: 4,
      thru: 18,
      totalToPar: -9,
    });
  });

  it('puts competitors without a rank (sortOrder, or the scoreboard order) last, in ESPN order', () => {
    const { leaderboard } = board('leaderboard-final', (document) => {
      delete competitorNamed(document, 'Rory McIlroy').sortOrder;
      delete competitorNamed(document, 'Rory McIlroy').order;
    });
    expect(leaderboard.rows.at(-1)!.name).toBe('Rory McIlroy');
  });

  it('treats "E" with 0 strokes as a placeholder, and reports a partial round without to-par', () => {
    const { leaderboard, issues } = board('leaderboard-round1', (document) => {
      competitorNamed(document, 'Min Woo Lee').linescores = [
        { period: 1, value: 0, displayValue: 'E', teeTime: '2025-03-13T17:57Z' },
      ];
      const straka = competitorNamed(document, 'Sepp Straka');
      delete (straka.linescores as Record<string, unknown>[])[0]!.displayValue;
    });
    expect(rowNamed(leaderboard.rows, 'Min Woo Lee')).toMatchObject({
      totalToPar: null,
      totalStrokes: null,
    });
    expect(rowNamed(leaderboard.rows, 'Sepp Straka')).toMatchObject({
      totalToPar: null,
      totalStrokes: 27,
      rounds: { 1: { strokes: 27, toPar: null, thru: 7 } },
    });
    expect(issues).toContainEqual(
      expect.objectContaining({
        kind: 'value',
        name: 'Sepp Straka',
        message: 'round 1: to par unknown after 7 holes',
      }),
    );
  });

  it('falls back to the rounds with data when the event has no period', () => {
    const { leaderboard } = board('leaderboard-in-progress', (document) => {
      const event = firstEvent(document);
      delete (event.status as Record<string, unknown>).period;
      const competitions = event.competitions as { status: Record<string, unknown> }[];
      delete competitions[0]!.status.period;
    });
    expect(leaderboard.tournament.currentRound).toBe(3);
  });
});

describe('field readers', () => {
  it('golferStatus reads name, description and display values together', () => {
    const status = (name: string, description?: string, displayValue?: string) =>
      golferStatus({ type: { name, description }, displayValue });
    expect(status('STATUS_CUT', 'Cut')).toBe('CUT');
    expect(status('STATUS_CUT', 'Withdrawn')).toBe('WD');
    expect(status('STATUS_CUT', undefined, 'WD')).toBe('WD');
    expect(status('STATUS_CUT', 'Disqualified')).toBe('DQ');
    expect(status('STATUS_WITHDRAWN')).toBe('WD');
    expect(status('STATUS_DISQUALIFIED')).toBe('DQ');
    expect(status('STATUS_FINISH', 'Finish')).toBe('active');
    expect(status('STATUS_IN_PROGRESS', 'In Progress')).toBe('active');
    expect(status('STATUS_SCHEDULED')).toBe('active');
    expect(status('STATUS_SOMETHING_NEW', undefined, 'CUT')).toBe('CUT');
    expect(golferStatus(undefined)).toBe('active');
  });

  it('thruFrom uses thru, else displayThru', () => {
    expect(thruFrom({ thru: 12 })).toBe(12);
    expect(thruFrom({ thru: 27 })).toBe(18);
    expect(thruFrom({ displayThru: 'F' })).toBe(18);
    expect(thruFrom({ displayThru: '9*' })).toBe(9);
    expect(thruFrom({ displayThru: '1:46 PM' })).toBe(0);
    expect(thruFrom({ displayThru: 'WD' })).toBeUndefined();
    expect(thruFrom(undefined)).toBeUndefined();
  });

  it('parseToPar reads E, signed numbers and the minus sign; placeholders are null', () => {
    expect(parseToPar('E')).toBe(0);
    expect(parseToPar('+3')).toBe(3);
    expect(parseToPar('-2')).toBe(-2);
    expect(parseToPar('\u22124')).toBe(-4);
    expect(parseToPar('-')).toBeNull();
    expect(parseToPar('--')).toBeNull();
    expect(parseToPar(undefined)).toBeNull();
  });

  it('calendarDate gives the New York date', () => {
    expect(calendarDate('2025-04-10T04:00Z')).toBe('2025-04-10');
    expect(calendarDate('2025-01-02T05:00Z')).toBe('2025-01-02');
    expect(calendarDate('2025-04-14T03:59Z')).toBe('2025-04-13');
    expect(calendarDate('2025-04-10')).toBe('2025-04-10');
    // A date written as UTC midnight is that date, not the evening before in New York.
    expect(calendarDate('2025-04-10T00:00Z')).toBe('2025-04-10');
  });

  it('eventIdFromExternalId accepts only espn ids', () => {
    expect(eventIdFromExternalId('espn:401703504')).toBe('401703504');
    expect(() => eventIdFromExternalId('sim-3')).toThrow(/Not an ESPN tournament id/);
    expect(() => eventIdFromExternalId('espn:1&event=2')).toThrow(Error);
  });
});
