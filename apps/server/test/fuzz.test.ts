import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprint as databaseFingerprint, rowsOf as rowsOfDatabase } from './database-state';
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

/** Text holding a NUL character, which PostgreSQL text cannot store. */
const withNul = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([before, after]) => `${before}\u0000${after}`);
/** Integers past what an integer column holds: 2^31 to 2^63, and their negatives. */
const hugeInteger = fc
  .bigInt({ min: 2n ** 31n, max: 2n ** 63n })
  .chain((n) => fc.constantFrom(n, -n));
/** Numbers as text that no id column holds. */
const oddNumbers = fc.constantFrom('1e400', '-1e400', '1.5', '-0', '2147483648', '0x10');
/** A value no field should take to the database: NUL text, or a number out of every range. */
const oddValue = fc.oneof(withNul, hugeInteger.map(Number), fc.constantFrom(1.5, -1, 0, 1e300));

const pathValue = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) }, // the world's real id
  { weight: 1, arbitrary: fc.integer({ min: -3, max: 2 ** 31 + 3 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('0', '-1', '1e3', 'NaN', '%00', '99999999999999999999', '%201'),
  },
  { weight: 1, arbitrary: hugeInteger.map(String) },
  { weight: 1, arbitrary: oddNumbers },
  { weight: 1, arbitrary: withNul.map(encodeURIComponent) },
  // Not "." or "..": the URL would then name another route, not this one with an odd id.
  {
    weight: 1,
    arbitrary: fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((value) => !/^\.+$/.test(value))
      .map(encodeURIComponent),
  },
);
const QUERY_NAMES = ['before', 'limit', 'redirect', 'since', 'year', 'q', 'page'];
const query = fc.oneof(
  fc.dictionary(
    fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 }), withNul),
    fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer().map(String),
      hugeInteger.map(String),
      oddNumbers,
      withNul,
    ),
    { maxKeys: 3 },
  ),
  // One parameter the API reads, given an odd value.
  fc
    .tuple(fc.constantFrom(...QUERY_NAMES), fc.oneof(withNul, hugeInteger.map(String), oddNumbers))
    .map(([name, value]) => ({ [name]: value })),
);
/** A JSON value whose leaves may be NUL text or huge integers, at any depth. */
const jsonLeaf = fc.oneof(
  fc.jsonValue({ maxDepth: 0 }),
  withNul,
  hugeInteger.map(Number),
  fc.double({ noNaN: true }),
);
const jsonAny = fc.oneof(
  { weight: 3, arbitrary: jsonLeaf },
  { weight: 1, arbitrary: fc.object({ maxDepth: 2, maxKeys: 4, values: [jsonLeaf] }) },
);

/** Text the sign-in routes need, which their (empty) samples lack. */
const PLAUSIBLE = { name: 'Fuzz Player', email: 'fuzz@example.com', password: 'fuzz-password-1' };

/** How a request body is made from the route's valid sample (tagged, so failures print well). */
type BodyPlan =
  | { use: 'none' }
  | { use: 'sample' }
  | { use: 'json'; value: unknown }
  /** The sample with these fields set over it. */
  | { use: 'sample with'; fields: Record<string, unknown> }
  /** The sample (and PLAUSIBLE) with the field at `index` (modulo their count) set to `value`. */
  | { use: 'sample with one odd field'; index: number; value: unknown };

const jsonBody: fc.Arbitrary<BodyPlan> = fc.oneof(
  fc.constant({ use: 'none' } as const),
  fc.constant({ use: 'sample' } as const),
  fc.jsonValue({ maxDepth: 2 }).map((value) => ({ use: 'json', value }) as const),
  jsonAny.map((value) => ({ use: 'json', value }) as const),
  fc
    .dictionary(fc.oneof(fc.constantFrom(...FIELDS), withNul), jsonAny, { maxKeys: 6 })
    .map((fields) => ({ use: 'sample with', fields }) as const),
  fc
    .record({ index: fc.nat(), value: oddValue })
    .map((odd) => ({ use: 'sample with one odd field', ...odd }) as const),
);

function bodyOf(plan: BodyPlan, sample: object): unknown {
  switch (plan.use) {
    case 'none':
      return undefined;
    case 'sample':
      return sample;
    case 'json':
      return plan.value;
    case 'sample with':
      return { ...sample, ...plan.fields };
    case 'sample with one odd field': {
      const base: Record<string, unknown> = { ...PLAUSIBLE, ...sample };
      const keys = Object.keys(base);
      return { ...base, [keys[plan.index % keys.length]!]: plan.value };
    }
  }
}
const csvText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc
    .array(
      fc.array(fc.oneof(fc.string({ maxLength: 12 }), withNul), { minLength: 1, maxLength: 11 }),
      {
        maxLength: 6,
      },
    )
    .map((rows) => rows.map((cells) => cells.join(',')).join('\n')),
  fc.constant(
    'user_email,tier1_golfer,tier2_golfer,tier3_golfer,tier4_golfer1,tier4_golfer2\n' +
      '=cmd|calc,a,b,c,d,e\n',
  ),
);

/** The upload form's tournament_id: the world's tournament (null), or something odd. */
const formTournamentId = fc.oneof(fc.constant(null), hugeInteger.map(String), oddNumbers, withNul);

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
              payload = JSON.stringify(bodyOf(body, sample));
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
      // Most of the time goes to hashing every table after each request (1,000 runs: about 9 s).
    },
    RUNS * 100,
  );
});
