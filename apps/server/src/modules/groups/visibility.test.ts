import { describe, expect, it } from 'vitest';
import type { Group } from '@fairway/contract';
import { createGroup, registerUser, useTestApp, apiCaller } from '../../../test/helpers';

const ctx = useTestApp({ season: false });
const call = apiCaller(ctx);

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
