import fc from 'fast-check';

/**
 * The inputs fuzz.test.ts sends: generated path ids, query strings, JSON bodies and CSV files,
 * with text holding NUL and integers from 2^31 to 2^63 (and their negatives) among them.
 */

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

export const pathValue = fc.oneof(
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
export const query = fc.oneof(
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
  | { use: 'sample with one odd field'; index: number; value: unknown }
  /** The same, the field set to arrays or objects nested `depth` deep (a few to thousands). */
  | { use: 'sample with one deep field'; index: number; depth: number; inObjects: boolean };

export const jsonBody: fc.Arbitrary<BodyPlan> = fc.oneof(
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
  fc
    .record({
      index: fc.nat(),
      depth: fc.oneof(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 100, max: 5_000 })),
      inObjects: fc.boolean(),
    })
    .map((deep) => ({ use: 'sample with one deep field', ...deep }) as const),
);

/**
 * Arrays (or single-key objects) inside each other, `depth` deep, as JSON text: built as text,
 * since JSON.stringify itself runs out of stack a few thousand levels down.
 */
function nestedText(depth: number, inObjects: boolean): string {
  return inObjects
    ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
    : '['.repeat(depth) + ']'.repeat(depth);
}

/** Stands in for a deep value until the body is text. */
const DEEP_PLACEHOLDER = '\u0001deep\u0001';

/** The request body's JSON text for a plan, or undefined for none. */
export function bodyText(plan: BodyPlan, sample: object): string | undefined {
  switch (plan.use) {
    case 'none':
      return undefined;
    case 'sample':
      return JSON.stringify(sample);
    case 'json':
      return JSON.stringify(plan.value);
    case 'sample with':
      return JSON.stringify({ ...sample, ...plan.fields });
    case 'sample with one odd field':
    case 'sample with one deep field': {
      const base: Record<string, unknown> = { ...PLAUSIBLE, ...sample };
      const keys = Object.keys(base);
      const key = keys[plan.index % keys.length]!;
      if (plan.use === 'sample with one odd field')
        return JSON.stringify({ ...base, [key]: plan.value });
      return JSON.stringify({ ...base, [key]: DEEP_PLACEHOLDER }).replace(
        JSON.stringify(DEEP_PLACEHOLDER),
        nestedText(plan.depth, plan.inObjects),
      );
    }
  }
}
export const csvText = fc.oneof(
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
export const formTournamentId = fc.oneof(
  fc.constant(null),
  hugeInteger.map(String),
  oddNumbers,
  withNul,
);

/** A multipart upload as a browser would send it. */
export function multipart(file: string, fields: Record<string, string>) {
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
