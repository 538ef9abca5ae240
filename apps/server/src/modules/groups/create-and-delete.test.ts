import { describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, type Group } from '@fairway/contract';
import { createGroup, joinGroup, registerUser, useTestApp, apiCaller } from '../../../test/helpers';

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
