import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { routes } from '@fairway/contract';
import { tournaments } from '../src/db/schema';
import { registerUser, useTestApp } from './helpers';

/**
 * Walks every registered /api route, so routes added later are covered automatically:
 * private ones answer 401 without a token, and no body, however malformed, yields a 5xx.
 */
const ctx = useTestApp({ season: false });

function apiRoutes(app: FastifyInstance) {
  return app.routeTable.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
  );
}

/** A concrete URL for a route pattern: every :param becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, '');

describe('every /api route', () => {
  it('is found in the route table', () => {
    const served = apiRoutes(ctx.app);
    expect(served.some((r) => r.url === '/api/auth/me')).toBe(true);
    expect(served.some((r) => r.url === '/api/auth/login' && r.isPublic)).toBe(true);
  });

  it("is the contract's route table: each of its routes served exactly once, with its method", () => {
    const served = ctx.app.routeTable.map(({ method, url }) => `${method} ${url}`);
    const table = Object.values(routes).map(({ method, path }) => `${method} ${path}`);
    expect(table.filter((route) => served.filter((each) => each === route).length !== 1)).toEqual(
      [],
    );
    // Only the test hooks (TEST_HOOKS=1) are served under /api without a place in the table.
    const outside = apiRoutes(ctx.app)
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !table.includes(route) && !route.includes(' /api/test/'));
    expect(outside).toEqual([]);
  });

  it('answers 401 without a token unless it is public', async () => {
    const privateRoutes = apiRoutes(ctx.app).filter((r) => !r.isPublic);
    expect(privateRoutes.length).toBeGreaterThan(0);
    for (const route of privateRoutes) {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.json()).toHaveProperty('error');
    }
  });

  it('decides on the route the router matched, however the path is written', async () => {
    const { token } = await registerUser(ctx.app);
    const [tournament] = await ctx.database.db
      .insert(tournaments)
      .values({ name: 'Spelling Open', startDate: '2026-07-01', endDate: '2026-07-04' })
      .returning();
    const tournamentId = tournament!.id;
    const private_ = `/api/tournament/${tournamentId}/golfers-by-tier`;
    const spellings = [
      `/%61pi/tournament/${tournamentId}/golfers-by-tier`,
      `/%2561pi/tournament/${tournamentId}/golfers-by-tier`,
      `/api/tournament/${tournamentId}/golfers%2Dby%2Dtier`,
      `/API/tournament/${tournamentId}/golfers-by-tier`,
      `//api/tournament/${tournamentId}/golfers-by-tier`,
      `/api//tournament/${tournamentId}/golfers-by-tier`,
      `/api/tournament/${tournamentId}/golfers-by-tier.`,
      `/api./tournament/${tournamentId}/golfers-by-tier`,
      `/api/tournament/${tournamentId}./golfers-by-tier`,
      `/api/tournament/${tournamentId}/golfers-by-tier/`,
      `/api/tournament/${tournamentId}/golfers-by-tier?x=/api/config`,
      `/api/./tournament/${tournamentId}/golfers-by-tier`,
      `/api/config/../tournament/${tournamentId}/golfers-by-tier`,
    ];
    for (const url of [private_, ...spellings]) {
      const anonymous = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: anonymous.statusCode }).toEqual({
        url,
        status: expect.toBeOneOf([401, 404]),
      });
      expect(anonymous.body).not.toContain('tier1');
    }
    // With a token the same spellings reach the route: it is the sign-in that refused them.
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: spellings[0]!,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('tier1');
  });

  it('serves without a token only routes that declare themselves public', () => {
    const open = ctx.app.routeTable.filter((route) => route.isPublic).map((r) => r.url);
    expect(open).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/api/auth/login']));
    expect(open).not.toContain('/api/auth/me');
    expect(open).not.toContain('/api/tournament/:id/golfers-by-tier');
  });

  it('never answers 5xx to a malformed JSON body, with or without a token', async () => {
    const bodies = ['{', '{"name": }', 'null', '[]', '"text"', '12', '{"a":1}', 'x'.repeat(2000)];
    for (const route of apiRoutes(ctx.app).filter((r) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    )) {
      for (const payload of bodies) {
        const response = await ctx.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(
          response.statusCode,
          `${route.method} ${route.url} with ${payload.slice(0, 20)}`,
        ).toBeLessThan(500);
        expect(response.json()).toHaveProperty('error');
      }
    }
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Route GET /api/no-such-thing not found' });
  });

  it('answers 403 on every platform admin route to a signed-in user who is not user 1', async () => {
    const member = await registerUser(ctx.app);
    // /api/admin/groups/... is the group admins' payment info (the spec's path), not platform admin.
    const adminRoutes = apiRoutes(ctx.app).filter(
      (r) =>
        (r.url.startsWith('/api/admin/') && !r.url.startsWith('/api/admin/groups/')) ||
        r.url === '/api/debug/env',
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of adminRoutes) {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        payload: ['GET', 'HEAD'].includes(route.method) ? undefined : '{}',
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });
});
