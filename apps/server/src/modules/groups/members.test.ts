import { describe, expect, it } from 'vitest';
import type { Group, Member } from '@fairway/contract';
import { groupMembers, users } from '../../db/schema';
import { createGroup, joinGroup, registerUser, useTestApp, apiCaller } from '../../../test/helpers';

const ctx = useTestApp({ season: false });
const call = apiCaller(ctx);

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
