import { describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, type Group, type Member } from '@fairway/contract';
import { groupMembers, users } from '../../db/schema';
import { createGroup, joinGroup, registerUser, useTestApp, apiCaller } from '../../../test/helpers';
import { NUL_CHARACTER_MESSAGE } from '../../http/nul-characters';

const ctx = useTestApp({ season: false });
const call = apiCaller(ctx);

describe('POST /api/pool-groups', () => {
  it('creates a private group by default, with the creator as owner and admin', async () => {
    const owner = await registerUser(ctx.app);
    const { status, body } = await call<Group>('POST', '/api/pool-groups', owner.token, {
      name: '  Office Pool ',
      description: 'Majors only',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Office Pool',
      description: 'Majors only',
      isPrivate: true,
      createdBy: owner.user.id,
      memberCount: 1,
      role: 'admin',
      isOwner: true,
      isAdmin: true,
      isMember: true,
      tournaments: [],
    });
    expect(body.inviteCode).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
  });

  it('creates a public group when asked', async () => {
    const owner = await registerUser(ctx.app);
    const { body } = await call<Group>('POST', '/api/pool-groups', owner.token, {
      name: 'Open Pool',
      isPrivate: false,
    });
    expect(body.isPrivate).toBe(false);
  });

  it.each([
    [{}, 'Group name is required'],
    [{ name: '   ' }, 'Group name is required'],
    [{ name: 'x'.repeat(81) }, 'Group name must be at most 80 characters'],
    [{ name: 'Pool', isPrivate: 'yes' }, 'isPrivate must be true or false'],
    [{ name: 'Pool', description: 'd'.repeat(501) }, 'Description must be at most 500 characters'],
  ])('refuses %j with 400 "%s"', async (payload, error) => {
    const owner = await registerUser(ctx.app);
    expect(await call('POST', '/api/pool-groups', owner.token, payload)).toEqual({
      status: 400,
      body: { error },
    });
    expect((await call<Group[]>('GET', '/api/pool-groups', owner.token)).body).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await call('POST', '/api/pool-groups', undefined, { name: 'x' })).status).toBe(401);
  });

  it('draws unique invite codes from the decided alphabet', async () => {
    const owner = await registerUser(ctx.app);
    const codes = new Set<string>();
    for (let i = 0; i < 60; i += 1)
      codes.add((await createGroup(ctx.app, owner, { name: `Pool ${i}` })).inviteCode);
    expect(codes.size).toBe(60);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
  });
});

describe('joining by invite code', () => {
  it('joins case-insensitively, answers {group: {id}}, and joining twice is harmless', async () => {
    const owner = await registerUser(ctx.app);
    const friend = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const first = await call<{ group: { id: number }; alreadyMember: boolean }>(
      'POST',
      `/api/pool-groups/join/${group.inviteCode.toLowerCase()}`,
      friend.token,
    );
    expect(first).toEqual({
      status: 200,
      body: { group: { id: group.id, name: group.name }, alreadyMember: false },
    });
    const again = await call<{ alreadyMember: boolean }>(
      'POST',
      `/api/pool-groups/join/${group.inviteCode}`,
      friend.token,
    );
    expect(again.body.alreadyMember).toBe(true);
    const members = await call<Member[]>(
      'GET',
      `/api/pool-groups/${group.id}/members`,
      owner.token,
    );
    expect(members.body.map((m) => m.userId)).toEqual([owner.user.id, friend.user.id]);
  });

  it('answers 400, not a server error, to a code that cannot be one (found by the fuzzer)', async () => {
    const guesser = await registerUser(ctx.app);
    for (const code of ['ABC%2FDEF', '%E2%9C%93'])
      expect(await call('POST', `/api/pool-groups/join/${code}`, guesser.token)).toEqual({
        status: 400,
        body: { error: 'Invalid invite code' },
      });
    // NUL, which the database cannot hold, is refused on every route before validation.
    expect(await call('POST', '/api/pool-groups/join/%00', guesser.token)).toEqual({
      status: 400,
      body: { error: `Path parameter inviteCode ${NUL_CHARACTER_MESSAGE}` },
    });
  });

  it('answers 404 for an unknown code and 429 after repeated guesses', async () => {
    const guesser = await registerUser(ctx.app);
    expect(await call('POST', '/api/pool-groups/join/ZZZZZZZZ', guesser.token)).toEqual({
      status: 404,
      body: { error: 'Invalid invite code' },
    });
    for (let i = 0; i < 9; i += 1)
      await call('POST', `/api/pool-groups/join/GUESS${i}AA`, guesser.token);
    const blocked = await call('POST', '/api/pool-groups/join/ZZZZZZZ2', guesser.token);
    expect(blocked).toEqual({
      status: 429,
      body: { error: 'Too many invalid invite codes. Please try again later.' },
    });
  });
});

describe('GET /api/pool-groups/invite/:inviteCode (the invite link before sign-in)', () => {
  it('answers a visitor the group name and member count, and nothing else', async () => {
    const owner = await registerUser(ctx.app);
    const friend = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    await joinGroup(ctx.app, friend, group.inviteCode);
    expect(await call('GET', `/api/pool-groups/invite/${group.inviteCode.toLowerCase()}`)).toEqual({
      status: 200,
      body: { name: group.name, memberCount: 2 },
    });
  });

  it('answers 404 "Invalid invite code" to an unknown code, 400 to one that cannot be a code', async () => {
    expect(await call('GET', '/api/pool-groups/invite/ZZZZZZZZ')).toEqual({
      status: 404,
      body: { error: 'Invalid invite code' },
    });
    expect(await call('GET', '/api/pool-groups/invite/ABC%2FDEF')).toEqual({
      status: 400,
      body: { error: 'Invalid invite code' },
    });
  });

  it('counts unknown codes against the address, shared with joining, so codes cannot be guessed', async () => {
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const ip = '203.0.113.77';
    const preview = (code: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/pool-groups/invite/${code}`, remoteAddress: ip });
    for (let i = 0; i < 30; i += 1) expect((await preview(`GUESS${i}AA`)).statusCode).toBe(404);
    const blocked = await preview(group.inviteCode);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Too many invalid invite codes. Please try again later.',
    });
  });
});

describe('group visibility and membership checks', () => {
  it('hides a private group from non-members everywhere (404, and not in their list)', async () => {
    const owner = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    expect(await call('GET', `/api/pool-groups/${group.id}`, stranger.token)).toEqual({
      status: 404,
      body: { error: 'Group not found' },
    });
    expect((await call('GET', `/api/pool-groups/${group.id}/members`, stranger.token)).status).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/pool-groups/${group.id}/messages`, stranger.token)).status,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/pool-groups/${group.id}/messages`, stranger.token, {
          message: 'hi',
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', `/api/pool-groups/${group.id}/events`, stranger.token)).status).toBe(
      404,
    );
    expect((await call<Group[]>('GET', '/api/pool-groups', stranger.token)).body).toEqual([]);
  });

  it('shows a public group to non-members with its invite code, but keeps its members and chat for members', async () => {
    const owner = await registerUser(ctx.app);
    const visitor = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner, { isPrivate: false });
    const { status, body } = await call<Group>(
      'GET',
      `/api/pool-groups/${group.id}`,
      visitor.token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      isMember: false,
      role: null,
      isAdmin: false,
      inviteCode: group.inviteCode,
      memberCount: 1,
    });
    expect((await call('GET', `/api/pool-groups/${group.id}/members`, visitor.token)).status).toBe(
      403,
    );
    expect((await call('GET', `/api/pool-groups/${group.id}/messages`, visitor.token)).status).toBe(
      403,
    );
  });

  it.each(['0', 'abc', '-1', '1.5'])('answers 400 for the group id %s', async (id) => {
    const user = await registerUser(ctx.app);
    const { status, body } = await call('GET', `/api/pool-groups/${id}`, user.token);
    expect(status).toBe(400);
    expect(body.error).toBe('Group id must be a positive integer');
  });

  it('answers 404 for a group that does not exist', async () => {
    const user = await registerUser(ctx.app);
    expect((await call('GET', '/api/pool-groups/987654', user.token)).status).toBe(404);
  });
});

describe('members and removal', () => {
  async function groupOfThree() {
    const owner = await registerUser(ctx.app, { name: 'Olivia Owner' });
    const member = await registerUser(ctx.app, { name: 'Mark Member' });
    const other = await registerUser(ctx.app, { name: 'Nora Other' });
    const group = await createGroup(ctx.app, owner);
    await joinGroup(ctx.app, member, group.inviteCode);
    await joinGroup(ctx.app, other, group.inviteCode);
    return { owner, member, other, group };
  }

  it('lists members with id, userId, name, role and the owner flag', async () => {
    const { owner, member, group } = await groupOfThree();
    const { body } = await call<Member[]>(
      'GET',
      `/api/pool-groups/${group.id}/members`,
      member.token,
    );
    expect(body).toHaveLength(3);
    expect(body[0]).toMatchObject({
      userId: owner.user.id,
      name: 'Olivia Owner',
      role: 'admin',
      isOwner: true,
    });
    expect(body[1]).toMatchObject({ userId: member.user.id, role: 'member', isOwner: false });
  });

  it('lets an admin remove a member, who then loses access', async () => {
    const { owner, member, group } = await groupOfThree();
    expect(
      await call('DELETE', `/api/pool-groups/${group.id}/members/${member.user.id}`, owner.token),
    ).toEqual({ status: 200, body: { message: 'Member removed' } });
    expect((await call('GET', `/api/pool-groups/${group.id}`, member.token)).status).toBe(404);
    expect(
      (await call<Member[]>('GET', `/api/pool-groups/${group.id}/members`, owner.token)).body,
    ).toHaveLength(2);
  });

  it('counts members afresh after every join and removal, though the count is remembered', async () => {
    const { owner, member, group } = await groupOfThree();
    const memberCount = async () => {
      const [page, list, dashboard] = await Promise.all([
        call<Group>('GET', `/api/pool-groups/${group.id}`, owner.token),
        call<Group[]>('GET', '/api/pool-groups', owner.token),
        call<{ user: { groups: { memberCount: number }[] } }>('GET', '/api/dashboard', owner.token),
      ]);
      expect(list.body[0]!.memberCount).toBe(page.body.memberCount);
      expect(dashboard.body.user.groups[0]!.memberCount).toBe(page.body.memberCount);
      return page.body.memberCount;
    };
    expect(await memberCount()).toBe(3);
    expect(await memberCount()).toBe(3);
    await joinGroup(ctx.app, await registerUser(ctx.app), group.inviteCode);
    expect(await memberCount()).toBe(4);
    await call('DELETE', `/api/pool-groups/${group.id}/members/${member.user.id}`, owner.token);
    expect(await memberCount()).toBe(3);
  });

  it('refuses removal by a member, of the owner, of oneself, and of a non-member', async () => {
    const { owner, member, other, group } = await groupOfThree();
    expect(
      await call('DELETE', `/api/pool-groups/${group.id}/members/${other.user.id}`, member.token),
    ).toEqual({ status: 403, body: { error: 'Only group admins can remove members' } });
    expect(
      await call('DELETE', `/api/pool-groups/${group.id}/members/${owner.user.id}`, owner.token),
    ).toEqual({ status: 400, body: { error: 'You cannot remove yourself from the group' } });
    expect(
      await call('DELETE', `/api/pool-groups/${group.id}/members/987654`, owner.token),
    ).toEqual({ status: 404, body: { error: 'Member not found' } });
    expect(
      (await call('DELETE', `/api/pool-groups/${group.id}/members/abc`, owner.token)).body,
    ).toEqual({ error: 'User id must be a positive integer' });
    expect(
      (await call<Member[]>('GET', `/api/pool-groups/${group.id}/members`, owner.token)).body,
    ).toHaveLength(3);
  });

  it('never removes the owner, even for another admin', async () => {
    const { owner, member, group } = await groupOfThree();
    await ctx.database.db.execute(
      (await import('drizzle-orm'))
        .sql`UPDATE group_members SET role = 'admin' WHERE group_id = ${group.id} AND user_id = ${member.user.id}`,
    );
    expect(
      await call('DELETE', `/api/pool-groups/${group.id}/members/${owner.user.id}`, member.token),
    ).toEqual({ status: 403, body: { error: 'The group owner cannot be removed' } });
  });
});

describe('PUT /api/pool-groups/:groupId/owner', () => {
  it('hands the group to another member, who becomes owner and admin; the old owner stays admin', async () => {
    const owner = await registerUser(ctx.app, { name: 'Old Owner' });
    const member = await registerUser(ctx.app, { name: 'New Owner' });
    const group = await createGroup(ctx.app, owner);
    await joinGroup(ctx.app, member, group.inviteCode);
    const handOver = (token: string, userId: number) =>
      call('PUT', `/api/pool-groups/${group.id}/owner`, token, { userId });
    expect(await handOver(member.token, owner.user.id)).toEqual({
      status: 403,
      body: { error: 'Only the group owner can hand the group over' },
    });
    expect(await handOver(owner.token, owner.user.id)).toEqual({
      status: 400,
      body: { error: 'You already own this group' },
    });
    const outsider = await registerUser(ctx.app);
    expect(await handOver(owner.token, outsider.user.id)).toEqual({
      status: 404,
      body: { error: 'Member not found' },
    });
    // Someone a historical import added cannot be handed a group: nobody signs in as them.
    const [imported] = await ctx.database.db
      .insert(users)
      .values({ name: 'Imported', email: 'imported-owner@example.com', importedAt: new Date() })
      .returning();
    await ctx.database.db.insert(groupMembers).values({ groupId: group.id, userId: imported!.id });
    expect(await handOver(owner.token, imported!.id)).toEqual({
      status: 404,
      body: { error: 'Member not found' },
    });
    expect((await call('PUT', `/api/pool-groups/${group.id}/owner`, undefined, {})).status).toBe(
      401,
    );

    expect(await handOver(owner.token, member.user.id)).toEqual({
      status: 200,
      body: { message: 'The group has a new owner' },
    });
    const members = await call<{ userId: number; role: string; isOwner: boolean }[]>(
      'GET',
      `/api/pool-groups/${group.id}/members`,
      owner.token,
    );
    expect(members.body.find((m) => m.userId === member.user.id)).toMatchObject({
      role: 'admin',
      isOwner: true,
    });
    expect(members.body.find((m) => m.userId === owner.user.id)).toMatchObject({
      role: 'admin',
      isOwner: false,
    });
    // The new owner may now remove the old one, who is an ordinary admin.
    const removed = await call(
      'DELETE',
      `/api/pool-groups/${group.id}/members/${owner.user.id}`,
      member.token,
    );
    expect(removed.status).toBe(200);
  });
});

describe('DELETE /api/pool-groups/:groupId', () => {
  it('is for admins only and removes the group for everyone', async () => {
    const owner = await registerUser(ctx.app);
    const member = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    await joinGroup(ctx.app, member, group.inviteCode);
    expect(await call('DELETE', `/api/pool-groups/${group.id}`, member.token)).toEqual({
      status: 403,
      body: { error: 'Only group admins can delete the group' },
    });
    expect((await call('GET', `/api/pool-groups/${group.id}`, member.token)).status).toBe(200);
    expect(await call('DELETE', `/api/pool-groups/${group.id}`, owner.token)).toEqual({
      status: 200,
      body: { message: 'Group deleted' },
    });
    expect((await call('GET', `/api/pool-groups/${group.id}`, owner.token)).status).toBe(404);
    expect((await call<Group[]>('GET', '/api/pool-groups', member.token)).body).toEqual([]);
  });
});
