import { describe, expect, expectTypeOf, it } from 'vitest';
import { pathTo, routes, type ParamNames, type Route } from './routes';

// Whether the server serves each route exactly once, with its method, is
// apps/server/test/routes.test.ts's to check: it builds the app.

describe('pathTo', () => {
  it('fills each param in, escaped', () => {
    expect(pathTo(routes.standings, { groupId: 3, tournamentId: 7 })).toBe(
      '/api/pool-groups/3/tournaments/7/standings',
    );
    expect(pathTo(routes.deleteEntry, { groupId: 3, tournamentId: 7, entryId: 21 })).toBe(
      '/api/pool-groups/3/tournaments/7/entries/21',
    );
    expect(pathTo(routes.joinGroup, { inviteCode: 'AB CD/2?x#y' })).toBe(
      '/api/pool-groups/join/AB%20CD%2F2%3Fx%23y',
    );
  });

  it('takes nothing for a route without params', () => {
    expect(pathTo(routes.me)).toBe('/api/auth/me');
  });

  it('adds the query, escaped, leaving out undefined values', () => {
    expect(pathTo(routes.standings, { groupId: 3, tournamentId: 7 }, { shape: 'compact' })).toBe(
      '/api/pool-groups/3/tournaments/7/standings?shape=compact',
    );
    expect(
      pathTo(routes.googleSignIn, {}, { redirect: '/groups/join/AB?x=1', _t: 1_700_000_000_000 }),
    ).toBe('/api/auth/google?redirect=%2Fgroups%2Fjoin%2FAB%3Fx%3D1&_t=1700000000000');
    expect(pathTo(routes.groupMessages, { groupId: 3 }, { before: undefined, limit: 50 })).toBe(
      '/api/pool-groups/3/messages?limit=50',
    );
    expect(pathTo(routes.groupMessages, { groupId: 3 }, {})).toBe('/api/pool-groups/3/messages');
  });

  it('refuses a missing param at run time too', () => {
    const untyped = pathTo as (route: Route, params?: object) => string;
    expect(() => untyped(routes.group, {})).toThrow('/api/pool-groups/:groupId needs its :groupId');
  });

  it("knows each route's params from its path", () => {
    expectTypeOf<ParamNames<typeof routes.entryRooting.path>>().toEqualTypeOf<
      'groupId' | 'tournamentId' | 'entryId'
    >();
    expectTypeOf<ParamNames<typeof routes.me.path>>().toEqualTypeOf<never>();
    // Checked by the compiler (npm run typecheck), never run.
    const wrongParams = () => [
      // @ts-expect-error: the standings need the tournament too
      pathTo(routes.standings, { groupId: 1 }),
      // @ts-expect-error: no such param
      pathTo(routes.group, { groupId: 1, userId: 2 }),
      // @ts-expect-error: a route with params needs them
      pathTo(routes.group),
      // @ts-expect-error: a route without params takes none
      pathTo(routes.me, { id: 1 }),
    ];
    expectTypeOf(wrongParams).returns.toEqualTypeOf<string[]>();
  });
});

describe('the route table', () => {
  it('names each method and path once', () => {
    const keys = Object.values(routes).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes every path under /api, with params the compiler can read', () => {
    for (const { path } of Object.values(routes)) {
      expect(path).toMatch(/^\/api\//);
      // Each param fills a whole segment: `/:name`, never `/a-:name` or `/:a.:b`.
      const withParams = path.split('/').filter((segment) => segment.includes(':'));
      expect(withParams.filter((segment) => !/^:\w+$/.test(segment))).toEqual([]);
    }
  });
});
