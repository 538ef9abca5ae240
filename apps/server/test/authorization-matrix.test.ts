import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useTestApp } from './helpers';
import {
  accessOf,
  ALLOWED,
  apiRoutes,
  buildWorld,
  bodyFor,
  pathFor,
  VICTIM_HANDLE,
  walkOrder,
  type Role,
  type World,
} from './route-world';

/**
 * Issue 8's authorization matrix: every /api route of the route table, as each of the five
 * roles, answers as that role allows, and no answer carries another member's private data
 * (email, payment handles, picks before the first tee time). Routes are classed by their path
 * (route-world.ts); a route no rule classes fails the test, so a new route cannot go unchecked.
 */
// With the demo group, whose public reads must answer for it alone.
const ctx = useTestApp({ demo: true });
const onPostgres = process.env.FAIRWAY_TEST_DB === 'postgres';

/** Another person's private data found in an answer, if any. */
function leaks(body: string, role: Role, world: World): string[] {
  const found: string[] = [];
  const seesEmail: Role[] = ['group admin', 'platform admin'];
  const seesHandles: Role[] = ['group admin'];
  if (!seesEmail.includes(role) && body.includes(world.victim.user.email))
    found.push("the victim's email");
  if (!seesHandles.includes(role) && body.includes(VICTIM_HANDLE))
    found.push("the victim's payment handle");
  // Picks before the first tee time: the platform admin's entries page shows them all.
  if (role !== 'platform admin') {
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      const owner = record.userId ?? (record.player as { id?: unknown } | undefined)?.id;
      const hasPicks = 'tier1GolferId' in record || 'selections' in record || 'golfers' in record;
      if (owner === world.victim.user.id && hasPicks) found.push("the victim's picks");
      Object.values(record).forEach(walk);
    };
    try {
      walk(JSON.parse(body));
    } catch {
      // not JSON (an event stream or a file): nothing structured to walk
    }
  }
  return found;
}

describe.skipIf(onPostgres)('authorization matrix: every route, every role', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(ctx.app);
  });

  const roles: Role[] = ['visitor', 'outsider', 'platform admin', 'member', 'group admin'];

  it('answers each role as the route allows and leaks nothing private', async () => {
    // Deleting the group and signing out everywhere go last, so every other check still counts.
    const routes = walkOrder(apiRoutes(ctx.app));
    const problems: string[] = [];
    for (const role of roles) {
      for (const route of routes) {
        const access = accessOf(route.method, route.url, route.isPublic);
        const token = world.tokens[role];
        const payload = bodyFor(route.method, route.url, role, world);
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: pathFor(route.url, role, world),
          headers: token ? bearer(token) : {},
          ...(payload ? { payload } : {}),
        });
        const status = response.statusCode;
        const label = `${role}: ${route.method} ${route.url} -> ${status}`;
        const groupHidden = status === 404 && response.body.includes('Group not found');
        if (status >= 500) problems.push(`${label} (server error)`);
        if (ALLOWED[access].includes(role)) {
          if (status === 401 || status === 403 || groupHidden)
            problems.push(`${label}, but ${role} may use ${access} routes`);
        } else if (![401, 403, 404].includes(status)) {
          problems.push(`${label}, but only ${ALLOWED[access].join(', ')} may`);
        } else if (role === 'visitor' && status !== 401) {
          problems.push(`${label}, but a visitor gets 401`);
        }
        for (const leak of leaks(response.body, role, world))
          problems.push(`${label} leaks ${leak}`);
      }
    }
    expect(problems).toEqual([]);
    // The walk covered the whole API, not a table the filters emptied.
    expect(routes.length).toBeGreaterThan(60);
  });
});
