import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createSimulator } from '../src/golf-data/simulator';
import { ManualClock } from '../src/lib/clock';
import { ADMIN, bearer, TEST_ANCHOR_DATE, TEST_NOW, useTestApp } from './helpers';
import { apiRoutes, buildWorld, pathFor, type Role, type World } from './route-world';
import { openStream } from './sse';

/**
 * Answers holding personal data are kept by no cache (docs/security.md): every /api answer that
 * does not choose its own caching is `private, no-store`, whoever asks; rendered bodies with an
 * ETag stay revalidated (`no-cache`, private unless the route is public); the web app's files
 * keep their long caching. The walk covers every GET of the route table, so a route added later
 * is checked without anyone remembering to.
 */
const ctx = useTestApp();
const NO_STORE = 'private, no-store';

let world: World;
beforeAll(async () => {
  world = await buildWorld(ctx.app);
});

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...(token && bearer(token)), ...headers } });

describe('Cache-Control on answers holding personal data', () => {
  it('keeps the account, profile, payment handles and notices out of every cache', async () => {
    const { member, 'group admin': groupAdmin } = world.tokens;
    const asked: [string, string][] = [
      ['/api/auth/me', member!],
      ['/api/user/profile', member!],
      ['/api/user/payment-info', world.victim.token],
      [`/api/admin/groups/${world.groupId}/payment-info`, groupAdmin!],
      ['/api/notices', member!],
    ];
    for (const [url, token] of asked) {
      const response = await get(url, token);
      expect({
        url,
        status: response.statusCode,
        cache: response.headers['cache-control'],
      }).toEqual({ url, status: 200, cache: NO_STORE });
    }
  });

  it('keeps a sign-in answer (a token and the account) out of every cache', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('token');
    expect(response.headers['cache-control']).toBe(NO_STORE);
  });

  it('sends it on every GET answer, refusals included, unless the body is revalidated by ETag', async () => {
    const roles: Role[] = ['visitor', 'outsider', 'member', 'group admin', 'platform admin'];
    const routes = apiRoutes(ctx.app).filter((route) => route.method === 'GET');
    expect(routes.length).toBeGreaterThan(30);
    const revalidated = new Set<string>();
    for (const route of routes)
      for (const role of roles) {
        const response = await get(pathFor(route.url, role, world), world.tokens[role]);
        const etag = response.headers.etag;
        if (etag && response.statusCode === 200) revalidated.add(route.url);
        const expected = !etag
          ? NO_STORE
          : route.isPublic
            ? 'public, no-cache'
            : 'private, no-cache';
        expect({
          route: `${route.url} as ${role}`,
          status: response.statusCode,
          cache: response.headers['cache-control'],
        }).toEqual({
          route: `${route.url} as ${role}`,
          status: response.statusCode,
          cache: expected,
        });
      }
    // The rendered bodies: the dashboard and standings per person, the leaderboard for all.
    expect([...revalidated].sort()).toEqual([
      '/api/dashboard',
      '/api/pool-groups/:groupId/tournaments/:tournamentId/standings',
      '/api/tournament/:id/leaderboard',
    ]);
  });

  it('still answers 304 to a signed-in person revalidating their standings', async () => {
    const url = `/api/pool-groups/${world.groupId}/tournaments/${world.tournamentId}/standings`;
    const first = await get(url, world.tokens.member);
    expect(first.statusCode).toBe(200);
    const again = await get(url, world.tokens.member, { 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it("keeps a group's event stream out of every cache", async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(
      `${address}/api/pool-groups/${world.groupId}/events`,
      world.tokens.member!,
    );
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('cache-control')).toBe(`${NO_STORE}, no-transform`);
    } finally {
      stream.close();
    }
  });

  it('answers unknown /api paths with it too', async () => {
    const response = await get('/api/no-such-route', world.tokens.member);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe(NO_STORE);
  });
});

describe("the web app's files keep their own caching", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'fairway-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1);');
    const clock = new ManualClock(TEST_NOW);
    const golf = createSimulator({ seed: 'web', anchorDate: TEST_ANCHOR_DATE, clock });
    app = await buildApp({ config: ctx.config, database: ctx.database, golf, clock, webRoot });
  });
  afterAll(() => app?.close());

  it('caches hashed assets for a year and revalidates the page, signed in or not', async () => {
    for (const headers of [{}, bearer(world.tokens.member!)]) {
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await app.inject({ method: 'GET', url: '/groups/1', headers });
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});
