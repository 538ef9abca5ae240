import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TestContext } from './helpers';
import { tokenIn } from './mail-server';

/**
 * The test app's API called as its users call it: registering, signing in, groups, picks, a
 * JSON caller, and proving an email from its mail. Tests import these through helpers.ts, the
 * test kit's one entry (it builds the app those calls reach).
 */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let userCounter = 0;

/** Registers a new user through the API and returns their token and profile. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  userCounter += 1;
  const body = {
    name: overrides.name ?? `Player ${userCounter}`,
    email: overrides.email ?? `player${userCounter}-${Date.now()}@example.com`,
    password: overrides.password ?? 'correct-horse-battery',
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: `10.0.${userCounter % 250}.1`,
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const token = response.json<{ token: string }>().token;
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  return {
    token,
    user: me.json<{ id: number; name: string; email: string }>(),
    password: body.password,
  };
}

export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export async function injectJson<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; body: T }> {
  const response = await app.inject(options);
  return {
    status: response.statusCode,
    body: response.body ? (JSON.parse(response.body) as T) : (undefined as T),
  };
}

export type TestUser = Awaited<ReturnType<typeof registerUser>>;

/** Creates a group through the API as `owner` and returns it. */
export async function createGroup(
  app: FastifyInstance,
  owner: TestUser,
  body: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/pool-groups',
    headers: bearer(owner.token),
    payload: { name: 'Sunday Foursome', ...body },
  });
  if (response.statusCode !== 201)
    throw new Error(`create group failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; inviteCode: string; name: string }>();
}

/** Joins `user` to a group by its invite code through the API. */
export async function joinGroup(app: FastifyInstance, user: TestUser, inviteCode: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/pool-groups/join/${inviteCode}`,
    headers: bearer(user.token),
  });
  if (response.statusCode !== 200)
    throw new Error(`join failed: ${response.statusCode} ${response.body}`);
  return response.json<{ group: { id: number } }>();
}

/** The season's tournaments by role, read through the public API. */
export async function seasonTournaments(app: FastifyInstance) {
  const list = (await app.inject({ method: 'GET', url: '/api/tournaments' })).json<
    { id: number; status: string; startDate: string; externalId?: string }[]
  >();
  const upcoming = list
    .filter((t) => t.status === 'upcoming')
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  return {
    active: list.find((t) => t.status === 'active')!,
    completed: list.filter((t) => t.status === 'completed'),
    nearer: upcoming[0]!,
    farther: upcoming[1]!,
  };
}

/** Five valid picks from a tournament's tiers; `offset` varies them between entries. */
export async function validPicks(
  app: FastifyInstance,
  token: string,
  tournamentId: number,
  offset = 0,
) {
  const { tiers } = (
    await app.inject({
      method: 'GET',
      url: `/api/tournament/${tournamentId}/golfers-by-tier`,
      headers: bearer(token),
    })
  ).json<{
    tiers: Record<'tier1' | 'tier2' | 'tier3' | 'tier4', { id: number }[]>;
  }>();
  const at = (list: { id: number }[], i: number) => list[i % list.length]!.id;
  return {
    tier1GolferId: at(tiers.tier1, offset),
    tier2GolferId: at(tiers.tier2, offset),
    tier3GolferId: at(tiers.tier3, offset),
    tier4GolferId1: at(tiers.tier4, offset * 2),
    tier4GolferId2: at(tiers.tier4, offset * 2 + 1),
  };
}

/** A JSON caller bound to the test app: `call(method, url, token?, payload?)` -> {status, body}. */
export function apiCaller(context: TestContext) {
  return <T = { error: string }>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    injectJson<T>(context.app, {
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
}

/** Proves a user's email the way its owner does: the link from the mail they were sent. */
export async function verifyEmailOf(context: TestContext, user: TestUser): Promise<void> {
  const link = `${context.config.appUrl}/verify-email?token=`;
  const mail = await context.mail.waitFor(user.user.email, (m) => m.text.includes(link));
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: tokenIn(mail, link) },
  });
  if (response.statusCode !== 200)
    throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
}
