import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../db/client';
import { golfers, leaderboardRows, tournamentGolfers, tournaments } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { createEspnProvider } from './espn';
import { loadFixture } from './espn/fixtures/load';
import { recordedEspn } from './espn/fixtures/recorded-espn';
import { feedSync } from '../../test/feed-sync';
import type { GolfDataSync } from './sync';

/**
 * GOLF_DATA=espn end to end on a real database: ESPN's recorded answers go through the real
 * adapter and the real sync, as the jobs would run them on a deployment.
 */
describe('following PGA Tour events from ESPN', () => {
  let database: Database;
  const clock = new ManualClock(new Date('2025-04-19T16:00:00Z'));
  const warn = vi.fn<(details: object, message: string) => void>();
  const espn = recordedEspn();
  let sync: GolfDataSync;
  let ids: Map<string, number>;
  let schefflerByName: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Golfers a historical CSV import created by name, before ESPN was followed.
    const [scheffler] = await database.db
      .insert(golfers)
      .values({ name: 'SCHEFFLER, Scottie' })
      .returning({ id: golfers.id });
    schefflerByName = scheffler!.id;
    await database.db.insert(golfers).values([{ name: 'Tom Kim' }, { name: 'Tom  KIM' }]);

    const provider = createEspnProvider({ fetch: espn.fetch, retryBaseMs: 0, clock });
    sync = feedSync(database, provider, clock, { warn });
    ids = await sync.syncSchedule(2025);
  });
  afterAll(() => database?.close());

  const tournament = async (externalId: string) => {
    const [row] = await database.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.externalId, externalId));
    return row!;
  };
  const boardRow = async (tournamentId: number, externalId: string) => {
    const [row] = await database.db
      .select({
        status: leaderboardRows.status,
        thru: leaderboardRows.thru,
        teeTime: leaderboardRows.teeTime,
        totalToPar: leaderboardRows.totalToPar,
      })
      .from(leaderboardRows)
      .innerJoin(golfers, eq(golfers.id, leaderboardRows.golferId))
      .where(
        and(eq(leaderboardRows.tournamentId, tournamentId), eq(golfers.externalId, externalId)),
      );
    return row;
  };

  it('lists the season with ESPN statuses mapped to upcoming, active and completed', async () => {
    expect(ids.size).toBe(5);
    expect(await tournament('espn:401703504')).toMatchObject({
      name: 'Masters Tournament',
      status: 'completed',
    });
    expect((await tournament('espn:401703505')).status).toBe('active');
    expect((await tournament('espn:401703507')).status).toBe('upcoming');
    // The Sentry's leaderboard is not recorded (ESPN answers 404): it is listed without a field.
    expect((await tournament('espn:401703489')).status).toBe('completed');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ tournament: 'The Sentry' }),
      expect.stringContaining('could not be read'),
    );
  });

  it('adopts a golfer entered by name instead of adding him twice; an ambiguous name is reported', async () => {
    const [scheffler] = await database.db
      .select()
      .from(golfers)
      .where(eq(golfers.externalId, 'espn:9478'));
    expect(scheffler!.id).toBe(schefflerByName);
    const truistField = await database.db
      .select({ golferId: tournamentGolfers.golferId })
      .from(tournamentGolfers)
      .where(eq(tournamentGolfers.tournamentId, ids.get('espn:401703507')!));
    expect(truistField.map((row) => row.golferId)).toContain(schefflerByName);

    // Two golfers are called Tom Kim by name: neither is guessed, ESPN's Tom Kim is new.
    const kims = await database.db
      .select()
      .from(golfers)
      .where(eq(golfers.externalId, 'espn:4602218'));
    expect(kims).toHaveLength(1);
    expect(
      await database.db.select().from(golfers).where(eq(golfers.name, 'Tom Kim')),
    ).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ names: expect.arrayContaining(['Tom Kim']) }),
      expect.stringContaining('fit several golfers'),
    );
  });

  it('stores a live leaderboard with cut, withdrawn and disqualified golfers', async () => {
    const rbc = ids.get('espn:401703505')!;
    const refresh = await sync.pullLeaderboard(rbc);
    expect(refresh).toMatchObject({ stored: true, status: 'active', finalized: false });
    expect(await tournament('espn:401703505')).toMatchObject({ currentRound: 3, par: 71 });
    expect((await boardRow(rbc, 'espn:4602218'))?.status).toBe('CUT');
    // Lucas Glover withdrew; ESPN reports it as STATUS_CUT "Withdrawn".
    expect((await boardRow(rbc, 'espn:4686'))?.status).toBe('WD');
    expect((await boardRow(rbc, 'espn:1680'))?.status).toBe('WD');
    expect((await boardRow(rbc, 'espn:4690755'))?.status).toBe('DQ');
    const notStarted = await boardRow(rbc, 'espn:7081');
    expect(notStarted).toMatchObject({ status: 'active', thru: 0 });
    expect(notStarted!.teeTime).toBeInstanceOf(Date);
  });

  it('freezes a final leaderboard: it is never fetched or written again', async () => {
    const masters = ids.get('espn:401703504')!;
    expect(await sync.dueForUpdate()).toContain(masters);
    const final = await sync.pullLeaderboard(masters);
    expect(final).toMatchObject({ stored: true, status: 'completed', finalized: true });
    expect(await sync.dueForUpdate()).not.toContain(masters);

    const asked = espn.urls.length;
    const again = await sync.pullLeaderboard(masters);
    expect(again).toMatchObject({ stored: false, version: final.version });
    await sync.syncSchedule(2025);
    const leaderboardCalls = espn.urls.slice(asked).filter((url) => url.includes('401703504'));
    expect(leaderboardCalls).toEqual([]);
  });
});

describe('an ESPN event before it starts', () => {
  let database: Database;
  afterAll(() => database?.close());

  it("takes the first tee time from the leaderboard's field when the schedule lists no competitors, and keeps it", async () => {
    database = await openTestDatabase();
    const clock = new ManualClock(new Date('2026-08-04T15:04:00Z'));
    let leaderboard: () => Response = () => Response.json(loadFixture('leaderboard-pre-tee-times'));
    const espn = recordedEspn({
      '2026': () => Response.json(loadFixture('scoreboard-week-pre')),
      '401811961': () => leaderboard(),
    });
    const provider = createEspnProvider({ fetch: espn.fetch, retryBaseMs: 0, clock });
    const sync = feedSync(database, provider, clock);
    const ids = await sync.syncSchedule(2026);
    const id = ids.get('espn:401811961')!;
    const stored = async () => {
      const [row] = await database.db.select().from(tournaments).where(eq(tournaments.id, id));
      return row!;
    };
    expect(await stored()).toMatchObject({
      name: 'Wyndham Championship',
      status: 'upcoming',
      startDate: '2026-08-06',
      firstTeeTime: new Date('2026-08-06T11:00:00Z'),
      // The schedule does not say; the leaderboard's course does.
      par: 70,
    });
    const field = await database.db
      .select({ golferId: tournamentGolfers.golferId })
      .from(tournamentGolfers)
      .where(eq(tournamentGolfers.tournamentId, id));
    expect(field).toHaveLength(3);

    // A later answer without tee times (ESPN's leaderboard unavailable) does not forget it.
    leaderboard = () => new Response('not found', { status: 404 });
    await sync.syncSchedule(2026);
    expect(await stored()).toMatchObject({
      firstTeeTime: new Date('2026-08-06T11:00:00Z'),
      par: 70,
    });
  });
});
