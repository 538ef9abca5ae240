import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
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
 * to every registered route as each role. No answer may be a 5xx, and a request the role may
 * not make (or any 401/403) changes nothing in the database.
 */
const ctx = useTestApp();
const onPostgres = process.env.FAIRWAY_TEST_DB === 'postgres';
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

const ROLES: Role[] = ['visitor', 'outsider', 'member', 'group admin', 'platform admin'];

/** Field names the API reads somewhere, so generated bodies reach validation and beyond. */
const FIELDS = [
  'tournament_id',
  'tournamentId',
  'group_id',
  'group_tournament_id',
  'entry_id',
  'user_id',
  'userId',
  'is_active',
  'max_entries_per_user',
  'allow_multiple_entries',
  'entry_fee',
  'pool_type',
  'entry_deadline',
  'message',
  'name',
  'email',
  'password',
  'tier1GolferId',
  'tier2GolferId',
  'tier3GolferId',
  'tier4GolferId1',
  'tier4GolferId2',
  'tiebreaker',
  'amount_paid',
  'payment_method',
  'venmoHandle',
  'cashappHandle',
  'displayVenmo',
  'year',
  'tiers',
  'confirm',
  'payment_intent_id',
  'card_number',
  'credentialId',
  'description',
  'isPrivate',
];

const pathValue = fc.oneof(
  fc.constant(null), // the world's real id
  fc.integer({ min: -3, max: 2 ** 31 + 3 }).map(String),
  fc.constantFrom('0', '-1', '1e3', 'NaN', '%00', '99999999999999999999', '1.5', '%201'),
  // Not "." or "..": the URL would then name another route, not this one with an odd id.
  fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((value) => !/^\.+$/.test(value))
    .map(encodeURIComponent),
);
const query = fc.dictionary(
  fc.oneof(
    fc.constantFrom('since', 'before', 'limit', 'year', 'q', 'page'),
    fc.string({ maxLength: 8 }),
  ),
  fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String)),
  { maxKeys: 3 },
);
const jsonBody = fc.oneof(
  fc.constant(undefined),
  fc.constant('valid'), // the route's own valid sample, possibly with a field replaced
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
);
const csvText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc
    .array(fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 11 }), {
      maxLength: 6,
    })
    .map((rows) => rows.map((cells) => cells.join(',')).join('\n')),
  fc.constant(
    'user_email,tier1_golfer,tier2_golfer,tier3_golfer,tier4_golfer1,tier4_golfer2\n' +
      '=cmd|calc,a,b,c,d,e\n',
  ),
);

/** A multipart upload as a browser would send it. */
function multipart(file: string, fields: Record<string, string>) {
  const boundary = 'fuzzBoundary7MA4YWxk';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fuzz.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`,
  );
  return {
    payload: parts.join(''),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Raw rows: both drivers (PGlite and node-postgres) answer `{ rows }`. */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One line per table: its row count and a hash of its rows. */
async function fingerprint(): Promise<string> {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = tables.map(
    ({ name }) =>
      sql`select ${name} as t, count(*)::int as n,
            md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
          from ${sql.identifier(name)} x`,
  );
  return JSON.stringify(await rowsOf(sql.join(parts, sql` union all `)));
}

describe.skipIf(onPostgres)('input fuzzing: every route, every role', () => {
  let world: World;

  /**
   * Whether the role may use the route as the world stands now. The table speaks of the world
   * as it was built, and the fuzzer changes it: it may make the group admin an entry (after
   * which they may read the tournament's history), and the join route lets any signed-in role
   * into the other group, which a generated path id may then name.
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
    'never answers 5xx, and a forbidden request changes nothing',
    async () => {
      // Deleting the group or ending every session would leave the rest of the run nothing to try.
      const routes = apiRoutes(ctx.app).filter((r) => !isGroupDelete(r) && !isSignOutEverywhere(r));
      let sent = 0;
      let forbidden = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          fc.constantFrom(...ROLES),
          pathValue,
          query,
          jsonBody,
          csvText,
          async (route, role, pathId, search, body, csv) => {
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
              const upload = multipart(csv, { tournament_id: String(world.tournamentId) });
              payload = upload.payload;
              Object.assign(headers, upload.headers);
            } else if (!['GET', 'HEAD'].includes(route.method) && body !== undefined) {
              const sample = bodyFor(route.method, route.url, role, world) ?? {};
              const value =
                body === 'valid'
                  ? sample
                  : typeof body === 'object' && body
                    ? { ...sample, ...body }
                    : body;
              payload = JSON.stringify(value);
              headers['content-type'] = 'application/json';
            }
            const before = allowed ? undefined : await fingerprint();
            const response = await ctx.app.inject({
              method: route.method as 'GET',
              url: qs ? `${url}?${qs}` : url,
              headers,
              ...(payload !== undefined ? { payload } : {}),
            });
            sent += 1;
            const label = `${role}: ${route.method} ${url} -> ${response.statusCode}`;
            expect(response.statusCode, label).toBeLessThan(500);
            if (!allowed) {
              forbidden += 1;
              expect([400, 401, 403, 404, 413, 415, 429], label).toContain(response.statusCode);
              expect(await fingerprint(), `${label} changed the database`).toBe(before);
            }
          },
        ),
        // A failure prints its seed; FUZZ_SEED=... replays it.
        { numRuns: RUNS, ...(process.env.FUZZ_SEED && { seed: Number(process.env.FUZZ_SEED) }) },
      );
      console.warn(`fuzz: ${sent} requests over ${routes.length} routes, ${forbidden} forbidden`);
      // The generators reached the forbidden side often enough for the second rule to mean something.
      expect(forbidden).toBeGreaterThan(RUNS / 10);
      // About 20 ms a request here, most of it hashing every table around forbidden requests.
    },
    RUNS * 100,
  );
});
