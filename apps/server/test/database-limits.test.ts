import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_DEEP_MESSAGE, MAX_BODY_DEPTH } from '../src/http/body-limits';
import { NUL_CHARACTER_MESSAGE } from '../src/http/nul-characters';
import { fingerprint } from './database-state';
import { bearer, useTestApp } from './helpers';
import { buildWorld, type Role, type World } from './route-world';

/**
 * Input the database cannot hold is refused with a 400 that names the field, and changes
 * nothing: text holding NUL (U+0000), on every route, and ids an integer column cannot hold
 * (2^31 and beyond, negatives, fractions, 1e400). Both were 500s found by a security review
 * (docs/security.md, "Input the database cannot hold").
 */
const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await buildWorld(ctx.app);
});

/** Sends a request as `role` and checks it is a 400 saying `error` that changed no row. */
async function expectRefused(
  role: Role,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload: object | string | undefined,
  error: string,
) {
  const before = await fingerprint(ctx.database.db);
  const token = world.tokens[role];
  const response = await ctx.app.inject({
    method,
    url,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(payload !== undefined && {
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    }),
  });
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 400,
    body: { error },
  });
  expect(await fingerprint(ctx.database.db)).toBe(before);
}

const nul = (text: string) => `${text} ${NUL_CHARACTER_MESSAGE}`;

describe('text holding NUL is a 400 on every route', () => {
  it('on sign-in and registration, which anyone may call', async () => {
    await expectRefused(
      'visitor',
      'POST',
      '/api/auth/login',
      { email: 'nul\u0000@example.com', password: 'any-password-1' },
      nul('email'),
    );
    await expectRefused(
      'visitor',
      'POST',
      '/api/auth/register',
      { name: 'Nul\u0000Name', email: 'nul-name@example.com', password: 'long-enough-1' },
      nul('name'),
    );
    await expectRefused('visitor', 'POST', '/api/auth/login', '"\\u0000"', nul('Request body'));
  });

  it('in a field at any depth, a field name, a query parameter or a path parameter', async () => {
    const { groupId, tournamentId } = world;
    await expectRefused(
      'member',
      'POST',
      `/api/pool-groups/${groupId}/messages`,
      { message: 'tee time\u0000' },
      nul('message'),
    );
    await expectRefused('member', 'POST', '/api/pool-groups', { name: 'Nul\u0000' }, nul('name'));
    await expectRefused(
      'platform admin',
      'POST',
      `/api/admin/tournament/${tournamentId}/tiers`,
      { tiers: { 1: [{ id: 1, name: 'Scottie\u0000' }] } },
      nul('tiers.1.0.name'),
    );
    await expectRefused(
      'member',
      'POST',
      `/api/pool-groups/${groupId}/messages`,
      { message: 'hello', ['na\u0000me']: 1 },
      nul('Field names'),
    );
    await expectRefused(
      'member',
      'GET',
      `/api/pool-groups/${groupId}/messages?note=a%00b`,
      undefined,
      nul('Query parameter note'),
    );
    await expectRefused(
      'member',
      'POST',
      '/api/pool-groups/join/AB%00CD',
      undefined,
      nul('Path parameter inviteCode'),
    );
  });

  it('at any depth a body may nest, and a deeper one is refused before it is read', async () => {
    const send = (depth: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
      });
    const deepest = await send(MAX_BODY_DEPTH);
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json()).toEqual({ error: nul('0.'.repeat(MAX_BODY_DEPTH - 1) + '0') });
    // Deeper (http/body-limits.ts): refused as such, the NUL never looked for.
    const deeper = await send(4_000);
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json()).toEqual({ error: BODY_TOO_DEEP_MESSAGE });
  });

  it('after the access checks of routes that tell only user 1 anything', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/sync-tournaments',
      headers: bearer(world.tokens.member!),
      payload: { year: '\u0000' },
    });
    expect(response.statusCode).toBe(403);
  });
});

/** Numbers no integer column holds, as JSON text: 2^31 to 2^63, their negatives, and worse. */
const NOT_IDS = ['2147483648', '9223372036854775808', '-2147483649', '-1', '0', '1.5', '1e400'];

describe('ids an integer column cannot hold are a 400 naming the field', () => {
  it.each(NOT_IDS)('entry_id %s', async (value) => {
    const { groupId, tournamentId, picks } = world;
    await expectRefused(
      'member',
      'POST',
      `/api/pool-groups/${groupId}/tournaments/${tournamentId}/entries`,
      `{"tier1GolferId": ${picks.tier1GolferId}, "tier2GolferId": ${picks.tier2GolferId},
        "tier3GolferId": ${picks.tier3GolferId}, "tier4GolferId1": ${picks.tier4GolferId1},
        "tier4GolferId2": ${picks.tier4GolferId2}, "entry_id": ${value}}`,
      'entry_id must be a positive integer',
    );
  });

  it.each(NOT_IDS)('tournament_id %s', async (value) => {
    await expectRefused(
      'group admin',
      'POST',
      `/api/group-admin/${world.groupId}/tournaments`,
      `{"tournament_id": ${value}}`,
      'tournament_id must be a positive integer',
    );
  });

  it.each(NOT_IDS)('user_id %s', async (value) => {
    await expectRefused(
      'group admin',
      'POST',
      `/api/group-admin/${world.groupId}/tournaments/${world.tournamentId}/mark-payment`,
      `{"user_id": ${value}, "amount_paid": 10}`,
      'user_id must be a positive integer',
    );
  });

  it.each(NOT_IDS)('messages?before=%s', async (value) => {
    await expectRefused(
      'member',
      'GET',
      `/api/pool-groups/${world.groupId}/messages?before=${value}`,
      undefined,
      'before must be a positive integer',
    );
  });
});
