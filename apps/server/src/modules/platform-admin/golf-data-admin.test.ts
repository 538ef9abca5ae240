import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  GolfDataErrorResponse,
  GolfDataStatusResponse,
  RunUpdateResponse,
  SyncTournamentsResponse,
} from '@fairway/contract';
import { leaderboardRows, tournaments } from '../../db/schema';
import { ADMIN, apiCaller, loginAs, seasonTournaments, useTestApp } from '../../../test/helpers';

// The status test reads the last error, which the failure tests before it leave.
const ctx = useTestApp();
const call = apiCaller(ctx);

let adminToken = '';
beforeAll(async () => {
  adminToken = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/admin/sync-tournaments', () => {
  it('syncs the schedule and answers the toast message with the count', async () => {
    const spy = vi.spyOn(ctx.golf, 'listTournaments');
    const response = await call<SyncTournamentsResponse>(
      'POST',
      '/api/admin/sync-tournaments',
      adminToken,
      { year: 2026 },
    );
    expect(response).toEqual({
      status: 200,
      body: { message: 'Tournaments synced successfully', count: 5 },
    });
    expect(spy).toHaveBeenCalledWith(2026);
  });

  it('accepts an empty body (the provider picks the season)', async () => {
    const spy = vi.spyOn(ctx.golf, 'listTournaments');
    const response = await call<SyncTournamentsResponse>(
      'POST',
      '/api/admin/sync-tournaments',
      adminToken,
      {},
    );
    expect(response.status).toBe(200);
    expect(spy).toHaveBeenCalledWith(undefined);
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sync-tournaments',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(bare.statusCode).toBe(200);
  });

  it.each([
    [{ year: 1999 }],
    [{ year: 2101 }],
    [{ year: 2025.5 }],
    [{ year: '2025' }],
    [{ year: null }],
  ])('refuses %j with a clear 400', async (body) => {
    const response = await call('POST', '/api/admin/sync-tournaments', adminToken, body);
    expect(response).toEqual({
      status: 400,
      body: { error: 'year must be a number from 2000 to 2100' },
    });
  });

  it('answers 502 "Failed to sync tournaments" when the provider fails, and records it', async () => {
    vi.spyOn(ctx.golf, 'listTournaments').mockRejectedValueOnce(
      new Error('ESPN scoreboard answered 503 Service Unavailable'),
    );
    const response = await call<GolfDataErrorResponse>(
      'POST',
      '/api/admin/sync-tournaments',
      adminToken,
      { year: 2026 },
    );
    expect(response).toEqual({
      status: 502,
      body: {
        error: 'Failed to sync tournaments',
        detail: 'ESPN scoreboard answered 503 Service Unavailable',
      },
    });
    const status = await call<GolfDataStatusResponse>(
      'GET',
      '/api/admin/golf-data/status',
      adminToken,
    );
    expect(status.body.lastError).toEqual({
      message: 'ESPN scoreboard answered 503 Service Unavailable',
      at: ctx.clock.now().toISOString(),
      tournamentId: null,
    });
  });
});

describe('POST /api/admin/run-update', () => {
  it('updates the active tournament and answers the new leaderboard version', async () => {
    const { active } = await seasonTournaments(ctx.app);
    const runUpdate = () =>
      call<RunUpdateResponse>('POST', '/api/admin/run-update', adminToken, {
        tournament_id: active.id,
      });
    const version = async () =>
      (await ctx.database.db.select().from(tournaments).where(eq(tournaments.id, active.id)))[0]!
        .leaderboardVersion;
    // Caught up with the board as it is now: asked again at once, nothing changed, no new version.
    await runUpdate();
    const before = await version();
    expect((await runUpdate()).body.version).toBe(before);
    // Twenty minutes of play later the board has moved: a new version.
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 20 * 60_000));
    expect(await runUpdate()).toEqual({
      status: 200,
      body: {
        message: 'Tournament updated successfully',
        version: before + 1,
        status: 'active',
        finalized: false,
      },
    });
  });

  it('leaves a completed tournament frozen: no provider call, same version', async () => {
    const { completed } = await seasonTournaments(ctx.app);
    const id = completed[0]!.id;
    const [before] = await ctx.database.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(before!.finalizedAt).not.toBeNull();
    const spy = vi.spyOn(ctx.golf, 'getLeaderboard');
    const response = await call<RunUpdateResponse>('POST', '/api/admin/run-update', adminToken, {
      tournament_id: id,
    });
    expect(response.body).toEqual({
      message: 'Tournament updated successfully',
      version: before!.leaderboardVersion,
      status: 'completed',
      finalized: true,
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it.each([
    [{}, 'tournament_id must be a positive integer'],
    [{ tournament_id: 'abc' }, 'tournament_id must be a positive integer'],
    [{ tournament_id: -4 }, 'tournament_id must be a positive integer'],
    [{ tournament_id: 1.5 }, 'tournament_id must be a positive integer'],
  ])('refuses %j with a clear 400', async (body, error) => {
    const response = await call('POST', '/api/admin/run-update', adminToken, body);
    expect(response).toEqual({ status: 400, body: { error } });
  });

  it('answers 404 for an unknown tournament', async () => {
    const response = await call('POST', '/api/admin/run-update', adminToken, {
      tournament_id: 999_999,
    });
    expect(response).toEqual({ status: 404, body: { error: 'Tournament not found' } });
  });

  it('answers 409 for a tournament the provider does not follow (imported)', async () => {
    const [imported] = await ctx.database.db
      .insert(tournaments)
      .values({
        name: 'Imported Classic',
        status: 'completed',
        startDate: '2024-05-02',
        endDate: '2024-05-05',
      })
      .returning({ id: tournaments.id });
    const response = await call('POST', '/api/admin/run-update', adminToken, {
      tournament_id: imported!.id,
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/not followed by the golf data provider/);
  });

  it('answers 502 "Failed to update tournament" when the provider fails, writing nothing', async () => {
    const { active } = await seasonTournaments(ctx.app);
    const rowsBefore = await ctx.database.db
      .select()
      .from(leaderboardRows)
      .where(eq(leaderboardRows.tournamentId, active.id));
    vi.spyOn(ctx.golf, 'getLeaderboard').mockRejectedValueOnce(new Error('socket hang up'));
    const response = await call<GolfDataErrorResponse>(
      'POST',
      '/api/admin/run-update',
      adminToken,
      { tournament_id: active.id },
    );
    expect(response).toEqual({
      status: 502,
      body: { error: 'Failed to update tournament', detail: 'socket hang up' },
    });
    const rowsAfter = await ctx.database.db
      .select()
      .from(leaderboardRows)
      .where(eq(leaderboardRows.tournamentId, active.id));
    expect(rowsAfter).toEqual(rowsBefore);
    const status = await call<GolfDataStatusResponse>(
      'GET',
      '/api/admin/golf-data/status',
      adminToken,
    );
    expect(status.body.lastError).toMatchObject({
      message: 'socket hang up',
      tournamentId: active.id,
    });
  });
});

describe('GET /api/admin/golf-data/status', () => {
  it('shows the provider, the last successful update, the last error and the lead', async () => {
    await call('POST', '/api/admin/sync-tournaments', adminToken, {});
    const response = await call<GolfDataStatusResponse>(
      'GET',
      '/api/admin/golf-data/status',
      adminToken,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      provider: 'simulator',
      lastSuccessfulUpdate: ctx.clock.now().toISOString(),
      // The jobs are not started in the API tests, so this instance does not lead.
      leader: false,
    });
    expect(response.body.lastError).not.toBeNull();
  });
});
