import { describe, expect, it } from 'vitest';
import { EspnFormatError, parseSchedule } from './espn-map';
import { TRUIST_BEFORE_THE_START } from './fixtures/boards';
import { firstEvent, loadFixture } from './fixtures/load';

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
      TRUIST_BEFORE_THE_START,
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

  it('reads the location from a competition venue, a course name, or names none', () => {
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
    // Nothing names a place (the sync shows "TBD" until an answer does).
    expect(third!.location).toBeNull();
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
