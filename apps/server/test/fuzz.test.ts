import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprint as databaseFingerprint, rowsOf as rowsOfDatabase } from './database-state';
import {
  bodyText,
  csvText,
  formTournamentId,
  jsonBody,
  multipart,
  pathValue,
  query,
} from './fuzz-inputs';
import { bearer, useTestApp } from './helpers';
import {
  accessOf,
  ALLOWED,
  apiRoutes,
  bodyFor,
  buildWorld,
  isGroupDelete,
  isSignOutEverywhere,
  pathFor,
  type Role,
  type World,
} from './route-world';

/**
 * Issue 8's input fuzzing: generated path ids, query strings, JSON bodies and file uploads sent
 * to every registered route as each role, with text holding NUL and integers from 2^31 to 2^63
 * (and their negatives) among them. No answer may be a 5xx, and a refused request (one the
 * role may not make, or any 4xx) changes nothing in the database.
 */
// With the demo group, whose public reads must answer for it alone.
const ctx = useTestApp({ demo: true });
const onPostgres = process.env.FAIRWAY_TEST_DB === 'postgres';
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

const ROLES: Role[] = ['visitor', 'outsider', 'member', 'group admin', 'platform admin'];

const rowsOf = <T>(query: SQL) => rowsOfDatabase<T>(ctx.database.db, query);
const fingerprint = () => databaseFingerprint(ctx.database.db);

describe.skipIf(onPostgres)('input fuzzing: every route, every role', () => {
  let world: World;

  /**
   * Whether the role may use the route as the world stands now. The table speaks of the world
   * as it was built, and the fuzzer changes it: it may make the group admin an entry (after
   * which they may read the tournament's history), the join route lets any signed-in role
   * into the other group, which a generated path id may then name, and any signed-in role may
   * create a group of their own (after which the billing dashboard is theirs too).
   */
  async function mayUse(
    route: { method: string; url: string; isPublic: boolean },
    role: Role,
    pathId: string | null,
  ): Promise<boolean> {
    const access = accessOf(route.method, route.url, route.isPublic);
    if (ALLOWED[access].includes(role)) return true;
    const userId = world.userIds[role];
    if (userId === undefined) return false;
    if (access === 'participant') {
      const [row] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from entries where user_id = ${userId}`,
      );
      return row!.n > 0;
    }
    // The billing dashboard is for anyone who administers a group, and the fuzzer may have
    // made the role a group of their own.
    if (route.url === '/api/billing/user/dashboard') {
      const [row] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from group_members m join pool_groups g on g.id = m.group_id
            where m.user_id = ${userId} and not g.is_demo
              and (m.role = 'admin' or g.created_by = ${userId})`,
      );
      return row!.n > 0;
    }
    // The generated value stands in for the route's last path parameter.
    const lastParameter = /:([A-Za-z_]+)[^:]*$/.exec(route.url)?.[1];
    if (lastParameter === 'groupId' && pathId !== null && /^\d{1,9}$/.test(pathId)) {
      const [row] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from group_members m join pool_groups g on g.id = m.group_id
            where m.group_id = ${Number(pathId)} and m.user_id = ${userId}
              and (${access === 'member'} or m.role = 'admin' or g.created_by = ${userId})`,
      );
      return row!.n > 0;
    }
    return false;
  }

  beforeAll(async () => {
    world = await buildWorld(ctx.app);
  });

  it(
    'never answers 5xx, and a refused request changes nothing',
    async () => {
      // Deleting the group or ending every session would leave the rest of the run nothing to try.
      const routes = apiRoutes(ctx.app).filter((r) => !isGroupDelete(r) && !isSignOutEverywhere(r));
      let sent = 0;
      let forbidden = 0;
      let refused = 0;
      let databaseState = await fingerprint();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          fc.constantFrom(...ROLES),
          pathValue,
          query,
          jsonBody,
          csvText,
          formTournamentId,
          async (route, role, pathId, search, body, csv, formId) => {
            const allowed = await mayUse(route, role, pathId);
            let url = pathFor(route.url, role, world);
            if (pathId !== null && route.url.includes(':')) {
              // Replace the last path parameter with the generated value.
              const last = route.url.lastIndexOf(':');
              url = pathFor(route.url.slice(0, last), role, world) + pathId;
              url += route.url.slice(last).replace(/^:[A-Za-z_]+/, '');
            }
            const qs = new URLSearchParams(search).toString();
            const token = world.tokens[role];
            const headers: Record<string, string> = token ? bearer(token) : {};
            let payload: string | undefined;
            if (route.url.endsWith('upload')) {
              const upload = multipart(csv, {
                tournament_id: formId ?? String(world.tournamentId),
              });
              payload = upload.payload;
              Object.assign(headers, upload.headers);
            } else if (!['GET', 'HEAD'].includes(route.method) && body.use !== 'none') {
              const sample = bodyFor(route.method, route.url, role, world) ?? {};
              payload = bodyText(body, sample);
              headers['content-type'] = 'application/json';
            }
            const response = await ctx.app.inject({
              method: route.method as 'GET',
              url: qs ? `${url}?${qs}` : url,
              headers,
              ...(payload !== undefined ? { payload } : {}),
            });
            sent += 1;
            // The database as this request left it; a refused one must leave it as it was.
            const before = databaseState;
            databaseState = await fingerprint();
            const label = `${role}: ${route.method} ${url} -> ${response.statusCode}`;
            expect(response.statusCode, label).toBeLessThan(500);
            if (!allowed) {
              forbidden += 1;
              expect([400, 401, 403, 404, 413, 415, 429], label).toContain(response.statusCode);
            }
            if (!allowed || response.statusCode >= 400) {
              refused += 1;
              expect(databaseState, `${label} changed the database`).toBe(before);
            }
          },
        ),
        // A failure prints its seed; FUZZ_SEED=... replays it.
        { numRuns: RUNS, ...(process.env.FUZZ_SEED && { seed: Number(process.env.FUZZ_SEED) }) },
      );
      console.warn(
        `fuzz: ${sent} requests over ${routes.length} routes, ${forbidden} forbidden, ${refused} refused`,
      );
      // The generators reached the forbidden side often enough for the second rule to mean something.
      expect(forbidden).toBeGreaterThan(RUNS / 10);
      // Most of the time goes to hashing every table after each request (docs/performance.md).
    },
    RUNS * 100,
  );
});
