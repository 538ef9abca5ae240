import { describe, expect, it } from 'vitest';
import type { Member } from '@fairway/contract';
import { createGroup, joinGroup, registerUser, useTestApp, apiCaller } from '../../../test/helpers';
import { NUL_CHARACTER_MESSAGE } from '../../http/nul-characters';

const ctx = useTestApp({ season: false });
const call = apiCaller(ctx);

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
