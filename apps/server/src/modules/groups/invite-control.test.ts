import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  type Group,
  type Member,
  type NewInviteCode,
  type RemovedMember,
} from '@fairway/contract';
import {
  apiCaller,
  createGroup,
  joinGroup,
  registerUser,
  TEST_NOW,
  useTestApp,
  type TestUser,
} from '../../../test/helpers';
import { REMOVED_MEMBER_MESSAGE } from './removed-members';

const ctx = useTestApp({ season: false });
const call = apiCaller(ctx);

const CODE_FORMAT = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);
const refusedAsRemoved = { status: 403, body: { error: REMOVED_MEMBER_MESSAGE } };
const unknownCode = { status: 404, body: { error: 'Invalid invite code' } };

async function groupWithMember(options: { isPrivate?: boolean } = {}) {
  const owner = await registerUser(ctx.app, { name: 'Olivia Owner' });
  const member = await registerUser(ctx.app, { name: 'Mark Member' });
  const group = await createGroup(ctx.app, owner, options);
  await joinGroup(ctx.app, member, group.inviteCode);
  return { owner, member, group };
}

const join = (user: TestUser, code: string) =>
  call<{ group: { id: number } }>('POST', `/api/pool-groups/join/${code}`, user.token);
const newCode = (groupId: number, user?: TestUser) =>
  call<NewInviteCode>('POST', `/api/pool-groups/${groupId}/invite-code`, user?.token);
const removedList = (groupId: number, user?: TestUser) =>
  call<RemovedMember[]>('GET', `/api/pool-groups/${groupId}/removed`, user?.token);
const allowBack = (groupId: number, userId: number, user?: TestUser) =>
  call('DELETE', `/api/pool-groups/${groupId}/removed/${userId}`, user?.token);
const remove = (groupId: number, userId: number, user: TestUser) =>
  call('DELETE', `/api/pool-groups/${groupId}/members/${userId}`, user.token);
const shownCode = async (groupId: number, user: TestUser) =>
  (await call<Group>('GET', `/api/pool-groups/${groupId}`, user.token)).body.inviteCode;
const makeAdmin = (groupId: number, userId: number) =>
  ctx.database.db.execute(
    sql`UPDATE group_members SET role = 'admin' WHERE group_id = ${groupId} AND user_id = ${userId}`,
  );

describe('POST /api/pool-groups/:groupId/invite-code', () => {
  it('issues a new code at once; the old code and its links stop working, the new one joins', async () => {
    const { owner, member, group } = await groupWithMember();
    // Both remember the group (with its code) before the change.
    expect(await shownCode(group.id, owner)).toBe(group.inviteCode);
    expect(await shownCode(group.id, member)).toBe(group.inviteCode);

    const issued = await newCode(group.id, owner);
    expect(issued.status).toBe(200);
    const { inviteCode } = issued.body;
    expect(inviteCode).toMatch(CODE_FORMAT);
    expect(inviteCode).not.toBe(group.inviteCode);
    expect(await shownCode(group.id, owner)).toBe(inviteCode);
    expect(await shownCode(group.id, member)).toBe(inviteCode);
    const list = await call<Group[]>('GET', '/api/pool-groups', owner.token);
    expect(list.body.find((g) => g.id === group.id)?.inviteCode).toBe(inviteCode);

    const newcomer = await registerUser(ctx.app);
    expect(await join(newcomer, group.inviteCode)).toEqual(unknownCode);
    expect(await join(newcomer, group.inviteCode.toLowerCase())).toEqual(unknownCode);
    expect(await call('GET', `/api/pool-groups/invite/${group.inviteCode}`)).toEqual(unknownCode);
    expect(await call('GET', `/api/pool-groups/invite/${inviteCode}`)).toEqual({
      status: 200,
      body: { name: group.name, memberCount: 2 },
    });
    expect((await join(newcomer, inviteCode.toLowerCase())).body).toMatchObject({
      group: { id: group.id },
    });
    // A member who joined with the old code stays a member.
    const members = await call<Member[]>(
      'GET',
      `/api/pool-groups/${group.id}/members`,
      owner.token,
    );
    expect(members.body.map((m) => m.userId)).toEqual([
      owner.user.id,
      member.user.id,
      newcomer.user.id,
    ]);
  });

  it('lets any admin issue one; refuses members (403), strangers to a private group (404), a public one (403), visitors (401)', async () => {
    const { owner, member, group } = await groupWithMember();
    const deputy = await registerUser(ctx.app);
    await joinGroup(ctx.app, deputy, group.inviteCode);
    await makeAdmin(group.id, deputy.user.id);
    const stranger = await registerUser(ctx.app);
    expect(await newCode(group.id, member)).toEqual({
      status: 403,
      body: { error: 'Only group admins can change the invite code' },
    });
    expect(await newCode(group.id, stranger)).toEqual({
      status: 404,
      body: { error: 'Group not found' },
    });
    expect((await newCode(group.id)).status).toBe(401);
    expect((await newCode(987_654, owner)).status).toBe(404);
    expect(await shownCode(group.id, owner)).toBe(group.inviteCode);

    const open = await createGroup(ctx.app, owner, { isPrivate: false });
    expect((await newCode(open.id, stranger)).status).toBe(403);

    const byAdmin = await newCode(group.id, deputy);
    expect(byAdmin.status).toBe(200);
    expect(await shownCode(group.id, owner)).toBe(byAdmin.body.inviteCode);
  });

  it('leaves the demo group read-only', async () => {
    const { owner, group } = await groupWithMember();
    await ctx.database.db.execute(
      sql`UPDATE pool_groups SET is_demo = true WHERE id = ${group.id}`,
    );
    expect(await newCode(group.id, owner)).toEqual({
      status: 403,
      body: { error: 'The demo group is read-only' },
    });
  });
});

describe('removal sticks until an admin allows the member back', () => {
  it('refuses a removed member with the old code and with a new one, without counting a guess', async () => {
    const { owner, member, group } = await groupWithMember();
    expect((await remove(group.id, member.user.id, owner)).status).toBe(200);
    expect(await join(member, group.inviteCode)).toEqual(refusedAsRemoved);
    const { inviteCode } = (await newCode(group.id, owner)).body;
    expect(await join(member, inviteCode)).toEqual(refusedAsRemoved);
    // A right code is no guess: asking again and again still answers 403, never 429.
    for (let i = 0; i < 12; i += 1) expect((await join(member, inviteCode)).status).toBe(403);
    // Still out: the group does not exist for them.
    expect((await call('GET', `/api/pool-groups/${group.id}`, member.token)).status).toBe(404);
    const members = await call<Member[]>(
      'GET',
      `/api/pool-groups/${group.id}/members`,
      owner.token,
    );
    expect(members.body.map((m) => m.userId)).toEqual([owner.user.id]);
  });

  it('lists removed members for admins, and lets them back in (204) to join with the code', async () => {
    const { owner, member, group } = await groupWithMember();
    const other = await registerUser(ctx.app, { name: 'Ada Other' });
    await joinGroup(ctx.app, other, group.inviteCode);
    expect(await removedList(group.id, owner)).toEqual({ status: 200, body: [] });
    await remove(group.id, member.user.id, owner);
    await remove(group.id, other.user.id, owner);
    expect(await removedList(group.id, owner)).toEqual({
      status: 200,
      body: [
        {
          userId: other.user.id,
          name: 'Ada Other',
          removedAt: TEST_NOW.toISOString(),
          removedBy: 'Olivia Owner',
        },
        {
          userId: member.user.id,
          name: 'Mark Member',
          removedAt: TEST_NOW.toISOString(),
          removedBy: 'Olivia Owner',
        },
      ],
    });

    expect(await allowBack(group.id, member.user.id, owner)).toEqual({
      status: 204,
      body: undefined,
    });
    expect((await removedList(group.id, owner)).body.map((r) => r.userId)).toEqual([other.user.id]);
    expect(await allowBack(group.id, member.user.id, owner)).toEqual({
      status: 404,
      body: { error: 'Removed member not found' },
    });
    const { inviteCode } = (await newCode(group.id, owner)).body;
    expect(await join(member, inviteCode)).toEqual({
      status: 200,
      body: { group: { id: group.id, name: group.name }, alreadyMember: false },
    });
    expect(await join(other, inviteCode)).toEqual(refusedAsRemoved);

    // Removed a second time, they are out again, and the list says when.
    ctx.clock.advance(60_000);
    await remove(group.id, member.user.id, owner);
    expect(await join(member, inviteCode)).toEqual(refusedAsRemoved);
    const again = (await removedList(group.id, owner)).body.find(
      (r) => r.userId === member.user.id,
    );
    expect(again?.removedAt).toBe(ctx.clock.now().toISOString());
  });

  it('keeps the list and allowing back for admins: members 403, strangers 404 (private), visitors 401', async () => {
    const { owner, member, group } = await groupWithMember();
    const removed = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    await joinGroup(ctx.app, removed, group.inviteCode);
    await remove(group.id, removed.user.id, owner);

    expect(await removedList(group.id, member)).toEqual({
      status: 403,
      body: { error: 'Only group admins can see removed members' },
    });
    expect(await allowBack(group.id, removed.user.id, member)).toEqual({
      status: 403,
      body: { error: 'Only group admins can allow removed members back' },
    });
    for (const answer of [
      await removedList(group.id, stranger),
      await allowBack(group.id, removed.user.id, stranger),
      // The removed member is a stranger now too.
      await removedList(group.id, removed),
      await allowBack(group.id, removed.user.id, removed),
    ])
      expect(answer).toEqual({ status: 404, body: { error: 'Group not found' } });
    expect((await removedList(group.id)).status).toBe(401);
    expect((await allowBack(group.id, removed.user.id)).status).toBe(401);
    expect((await allowBack(group.id, 0, owner)).status).toBe(400);
    // Nothing refused changed the list.
    expect((await removedList(group.id, owner)).body.map((r) => r.userId)).toEqual([
      removed.user.id,
    ]);
  });

  it('blocks nobody who leaves on their own, and names no remover whose account is gone', async () => {
    const { owner, member, group } = await groupWithMember();
    const leaver = await registerUser(ctx.app);
    const removed = await registerUser(ctx.app, { name: 'Rita Removed' });
    for (const user of [leaver, removed]) await joinGroup(ctx.app, user, group.inviteCode);
    await makeAdmin(group.id, member.user.id);
    expect((await remove(group.id, removed.user.id, member)).status).toBe(200);
    expect((await removedList(group.id, owner)).body[0]?.removedBy).toBe('Mark Member');

    // Leaving (the account goes, and with it every group) is not a removal.
    for (const user of [leaver, member])
      expect(
        (await call('DELETE', '/api/user/account', user.token, { password: user.password })).status,
      ).toBe(204);
    expect(await removedList(group.id, owner)).toEqual({
      status: 200,
      body: [
        {
          userId: removed.user.id,
          name: 'Rita Removed',
          removedAt: expect.any(String) as string,
          removedBy: null,
        },
      ],
    });
  });

  it('leaves the demo group read-only', async () => {
    const { owner, member, group } = await groupWithMember();
    await remove(group.id, member.user.id, owner);
    await ctx.database.db.execute(
      sql`UPDATE pool_groups SET is_demo = true WHERE id = ${group.id}`,
    );
    expect(await allowBack(group.id, member.user.id, owner)).toEqual({
      status: 403,
      body: { error: 'The demo group is read-only' },
    });
  });
});
