import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, registerUser, useTestApp, type TestUser } from '../../../test/helpers';

const ctx = useTestApp();
const call = apiCaller(ctx);

let member: TestUser;
beforeAll(async () => {
  member = await registerUser(ctx.app);
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
