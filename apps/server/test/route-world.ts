import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  ADMIN,
  bearer,
  createGroup,
  joinGroup,
  loginAs,
  registerUser,
  seasonTournaments,
  validPicks,
  type TestUser,
} from './helpers';

/**
 * What the route-walking tests share (the authorization matrix and the input fuzzer): who may
 * use each route, by its path, and a small world to ask it in (a group with an owner, a member,
 * a victim member whose private data must not leak, an outsider, and user 1).
 */
export type Access =
  | 'public'
  | 'signed-in'
  | 'member'
  | 'group-admin'
  | 'platform-admin'
  /** Someone with an entry in the tournament (or user 1). */
  | 'participant';
export type Role = 'visitor' | 'outsider' | 'member' | 'group admin' | 'platform admin';

/** Who may use a route, from its method and path. */
export function accessOf(method: string, url: string, isPublic: boolean): Access {
  if (isPublic) return 'public';
  // The demo's reads (docs/rules.md, "Demo"): open to visitors, for the demo group alone.
  if (method === 'GET' && url.startsWith('/api/pool-groups/demo')) return 'public';
  if (url === '/api/debug/env') return 'platform-admin';
  // /api/admin/groups/... is the group admins' payment info (the spec's path): members read
  // where to send fees; only admins change it or read the members' handles.
  if (method === 'GET' && url === '/api/admin/groups/:groupId/payment-info') return 'member';
  if (url.startsWith('/api/admin/groups/:groupId')) return 'group-admin';
  if (url.startsWith('/api/admin/')) return 'platform-admin';
  if (url.startsWith('/api/group-admin/:groupId')) return 'group-admin';
  if (url === '/api/billing/group/:groupId/pricing') return 'member';
  if (url.startsWith('/api/billing/group/:groupId')) return 'group-admin';
  // The billing dashboard covers the groups one administers.
  if (url === '/api/billing/user/dashboard') return 'group-admin';
  // Paying for a group's tournament names the group in the body.
  if (url === '/api/stripe/create-payment-intent') return 'group-admin';
  if (url === '/api/tournament/:tournamentId/history') return 'participant';
  // The caller's own finishes, in the groups they are still a member of.
  if (url === '/api/tournaments/my-finishes') return 'signed-in';
  if (method === 'DELETE' && url === '/api/pool-groups/:groupId') return 'group-admin';
  if (method === 'DELETE' && url === '/api/pool-groups/:groupId/members/:userId')
    return 'group-admin';
  if (url === '/api/pool-groups/:groupId/csv-upload') return 'group-admin';
  // Who may come in: a new invite code, and the members admins removed.
  if (url === '/api/pool-groups/:groupId/invite-code') return 'group-admin';
  if (url.startsWith('/api/pool-groups/:groupId/removed')) return 'group-admin';
  // Only the owner hands the group over; in the world the group admin is its owner.
  if (url === '/api/pool-groups/:groupId/owner') return 'group-admin';
  // The caller's own entries in a group's tournament: members, as the standings are.
  if (url === '/api/pool-groups/:groupId/tournaments/:tournamentId/my-entries') return 'member';
  if (url.startsWith('/api/pool-groups/:groupId')) return 'member';
  if (
    url.startsWith('/api/auth/') ||
    url.startsWith('/api/user/') ||
    url.startsWith('/api/billing/user/') ||
    url.startsWith('/api/tournament') ||
    url.startsWith('/api/stripe/') ||
    // A person's own notices (the bell).
    url.startsWith('/api/notices') ||
    // Confirms the caller's own payment: someone else's intent is not found for them.
    url === '/api/payments/fake/confirm' ||
    ['/api/dashboard', '/api/pool-groups', '/api/pool-groups/join/:inviteCode'].includes(url)
  )
    return 'signed-in';
  throw new Error(`${method} ${url}: no rule says who may use it; add one to accessOf`);
}

export const ALLOWED: Record<Access, Role[]> = {
  public: ['visitor', 'outsider', 'member', 'group admin', 'platform admin'],
  'signed-in': ['outsider', 'member', 'group admin', 'platform admin'],
  member: ['member', 'group admin'],
  'group-admin': ['group admin'],
  'platform-admin': ['platform admin'],
  participant: ['member', 'platform admin'],
};

export interface World {
  tokens: Record<Role, string | undefined>;
  victim: TestUser;
  /** Each signed-in role's user id, to ask the database what the role has become. */
  userIds: Record<Role, number | undefined>;
  groupId: number;
  tournamentId: number;
  otherTournamentId: number;
  linkId: number;
  memberEntryId: number;
  picks: Awaited<ReturnType<typeof validPicks>>;
  /** Of another group, so whoever tries the join route does not join the one under test. */
  otherInviteCode: string;
}

export const VICTIM_HANDLE = '@victim-pays-here';

/** The group and its people: a victim member whose private data must not leak. */
export async function buildWorld(app: FastifyInstance): Promise<World> {
  const owner = await registerUser(app, { name: 'Owner Olga' });
  const victim = await registerUser(app, { name: 'Victim Vic' });
  const member = await registerUser(app, { name: 'Member Max' });
  const outsider = await registerUser(app, { name: 'Outsider Oz' });
  const group = await createGroup(app, owner);
  await joinGroup(app, victim, group.inviteCode);
  await joinGroup(app, member, group.inviteCode);
  const { nearer, farther } = await seasonTournaments(app);
  const added = await app.inject({
    method: 'POST',
    url: `/api/group-admin/${group.id}/tournaments`,
    headers: bearer(owner.token),
    payload: { tournament_id: nearer.id, allow_multiple_entries: true, max_entries_per_user: 5 },
  });
  expect(added.statusCode).toBe(201);
  const entriesUrl = `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`;
  const enter = async (user: TestUser, offset: number) => {
    const response = await app.inject({
      method: 'POST',
      url: entriesUrl,
      headers: bearer(user.token),
      payload: { ...(await validPicks(app, user.token, nearer.id, offset)), tiebreaker: -11 },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  await enter(victim, 3);
  // The member keeps one entry when the other is deleted through the matrix.
  await enter(member, 4);
  const memberEntryId = await enter(member, 5);
  const stranger = await registerUser(app, { name: 'Stranger Sue' });
  const otherGroup = await createGroup(app, stranger, { name: 'Elsewhere' });
  const saved = await app.inject({
    method: 'POST',
    url: '/api/user/payment-info',
    headers: bearer(victim.token),
    payload: { venmoHandle: VICTIM_HANDLE },
  });
  expect(saved.statusCode).toBe(200);
  const platformAdminToken = await loginAs(app, ADMIN.email, ADMIN.password);
  const platformAdmin = await app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: bearer(platformAdminToken),
  });
  return {
    tokens: {
      visitor: undefined,
      outsider: outsider.token,
      member: member.token,
      'group admin': owner.token,
      'platform admin': platformAdminToken,
    },
    userIds: {
      visitor: undefined,
      outsider: outsider.user.id,
      member: member.user.id,
      'group admin': owner.user.id,
      'platform admin': platformAdmin.json<{ id: number }>().id,
    },
    victim,
    groupId: group.id,
    tournamentId: nearer.id,
    otherTournamentId: farther.id,
    linkId: added.json<{ id: number }>().id,
    memberEntryId,
    picks: await validPicks(app, member.token, nearer.id, 6),
    otherInviteCode: otherGroup.inviteCode,
  };
}

/** The route's path with its parameters filled in from the world, as `role` would ask. */
export function pathFor(url: string, role: Role, world: World): string {
  const values: Record<string, string> = {
    groupId: String(world.groupId),
    tournamentId: String(world.tournamentId),
    id: String(world.tournamentId),
    // A member deletes their own entry; anyone else tries the member's.
    entryId: String(world.memberEntryId),
    // An admin removing someone removes nobody real (404), so later checks keep the member.
    userId: role === 'group admin' ? '999999' : String(world.victim.user.id),
    inviteCode: world.otherInviteCode,
  };
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => values[name] ?? '1');
}

/** A body that passes the route's validation, so the answer is about who asks. */
export function bodyFor(method: string, url: string, role: Role, world: World): object | undefined {
  if (method === 'GET' || method === 'DELETE') return undefined;
  const samples: Record<string, object> = {
    'POST /api/group-admin/:groupId/tournaments': { tournament_id: world.otherTournamentId },
    'PUT /api/group-admin/:groupId/tournaments/:tournamentId': { max_entries_per_user: 4 },
    'POST /api/group-admin/:groupId/tournaments/:tournamentId/toggle-entries': { is_active: true },
    'POST /api/group-admin/:groupId/tournaments/:tournamentId/mark-payment': {
      user_id: world.victim.user.id,
      amount_paid: 10,
    },
    'POST /api/admin/groups/:groupId/payment-info': {
      venmoHandle: '@group-pot',
      displayVenmo: true,
    },
    'POST /api/pool-groups/:groupId/messages': { message: 'Matrix check' },
    // Nobody real: the group keeps its owner for the checks after this one.
    'PUT /api/pool-groups/:groupId/owner': { userId: 999_999 },
    // The member edits their entry, the admin makes one, anyone else tries the member's.
    'POST /api/pool-groups/:groupId/tournaments/:tournamentId/entries': {
      ...world.picks,
      tiebreaker: -3,
      ...(role === 'group admin' ? {} : { entry_id: world.memberEntryId }),
    },
    'POST /api/stripe/create-payment-intent': {
      group_id: world.groupId,
      tournament_id: world.tournamentId,
      group_tournament_id: world.linkId,
    },
    'POST /api/payments/fake/confirm': {
      payment_intent_id: 'pi_nobody',
      card_number: '4242424242424242',
    },
    'POST /api/admin/run-update': { tournament_id: world.tournamentId },
    'POST /api/admin/sync-tournaments': { year: 2026 },
  };
  return samples[`${method} ${url}`] ?? {};
}

/** Every /api route but the documentation's (the event stream never ends: its own suite covers it). */
export function apiRoutes(app: FastifyInstance) {
  return app.routeTable.filter(
    (r) =>
      r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.url.endsWith('/events'),
  );
}

export const isGroupDelete = (route: { method: string; url: string }) =>
  route.method === 'DELETE' && route.url === '/api/pool-groups/:groupId';

/** Ends the caller's every session: a walk asks it last, so the role's other checks still count. */
export const isSignOutEverywhere = (route: { method: string; url: string }) =>
  route.method === 'POST' && route.url === '/api/auth/sign-out-everywhere';

/** Routes in the order a walk asks them: those that end the group or the session last. */
export const walkOrder = <R extends { method: string; url: string }>(routes: R[]): R[] =>
  [...routes].sort(
    (a, b) =>
      Number(isGroupDelete(a)) +
      2 * Number(isSignOutEverywhere(a)) -
      (Number(isGroupDelete(b)) + 2 * Number(isSignOutEverywhere(b))),
  );
