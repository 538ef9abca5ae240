import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  DebugEnvResponse,
  GolfDataErrorResponse,
  GolfDataStatusResponse,
  RunUpdateResponse,
  SyncTournamentsResponse,
} from '@fairway/contract';
import { leaderboardRows, tournaments } from '../../db/schema';
import {
  ADMIN,
  apiCaller,
  loginAs,
  registerUser,
  seasonTournaments,
  useTestApp,
  type TestUser,
} from '../../../test/helpers';

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_never-shown-stripe-secret-key',
  STRIPE_WEBHOOK_SECRET: 'whsec_never-shown-webhook-secret',
  GOOGLE_CLIENT_SECRET: 'never-shown-google-client-secret',
  SENTRY_DSN: 'https://0ddba11feedface@sentry.example.com/42',
};

const ctx = useTestApp({
  env: { ...SECRETS, GOOGLE_CLIENT_ID: 'fairway.apps.example.com', UPDATE_INTERVAL_S: '45' },
});
const call = apiCaller(ctx);

let adminToken = '';
let member: TestUser;
beforeAll(async () => {
  adminToken = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
  member = await registerUser(ctx.app);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const routes = [
  ['POST', '/api/admin/sync-tournaments', { year: 2026 }],
  ['POST', '/api/admin/run-update', { tournament_id: 1 }],
  ['GET', '/api/admin/golf-data/status', undefined],
  ['GET', '/api/debug/env', undefined],
] as const;

describe('platform admin routes are for user 1 only', () => {
  it.each(routes)('%s %s answers 401 without a session', async (method, url, body) => {
    const response = await call(method, url, undefined, body);
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('Authentication required');
  });

  it.each(routes)('%s %s answers 403 to any other user', async (method, url, body) => {
    const response = await call(method, url, member.token, body);
    expect(response).toEqual({ status: 403, body: { error: 'Admin access required' } });
  });

  it('refuses other users before looking at the body', async () => {
    const response = await call('POST', '/api/admin/run-update', member.token, { nope: true });
    expect(response.status).toBe(403);
  });
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
    const [before] = await ctx.database.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, active.id));
    const response = await call<RunUpdateResponse>('POST', '/api/admin/run-update', adminToken, {
      tournament_id: active.id,
    });
    expect(response).toEqual({
      status: 200,
      body: {
        message: 'Tournament updated successfully',
        version: before!.leaderboardVersion + 1,
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

describe('GET /api/debug/env', () => {
  it('lists every setting by name with non-secret values and secrets only as set / not set', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/debug/env',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(200);
    // No secret value appears anywhere in the answer.
    for (const value of [JWT_SECRET, ADMIN.password, ...Object.values(SECRETS)])
      expect(response.body).not.toContain(value);
    expect(response.body).not.toContain('never-shown');

    const { variables } = response.json<DebugEnvResponse>();
    const byName = new Map(variables.map((variable) => [variable.name, variable]));
    expect(byName.get('JWT_SECRET')).toEqual({ name: 'JWT_SECRET', value: 'set', secret: true });
    expect(byName.get('ADMIN_PASSWORD')).toMatchObject({ value: 'set', secret: true });
    for (const name of Object.keys(SECRETS))
      expect(byName.get(name)).toMatchObject({ value: 'set', secret: true });
    expect(byName.get('GOOGLE_CLIENT_ID')).toMatchObject({
      value: 'fairway.apps.example.com',
      secret: false,
    });
    expect(byName.get('UPDATE_INTERVAL_S')?.value).toBe('45');
    expect(byName.get('ADMIN_EMAIL')?.value).toBe(ADMIN.email);
    expect(byName.get('NODE_ENV')?.value).toBe('test');
    expect(byName.get('REDIS_URL')).toMatchObject({ value: null, credentials: 'not set' });
    expect(byName.has('DATABASE_URL')).toBe(true);
    expect(byName.has('TEST_HOOKS')).toBe(true);
  });
});
