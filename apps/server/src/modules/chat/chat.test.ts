import { describe, expect, it } from 'vitest';
import { CHAT_EMOJI, type ChatMessage } from '@fairway/contract';
import {
  bearer,
  createGroup,
  injectJson,
  joinGroup,
  registerUser,
  useTestApp,
} from '../../../test/helpers';

const ctx = useTestApp({ season: false });
const post = (groupId: number, token: string, payload: unknown) =>
  injectJson<ChatMessage & { error?: string }>(ctx.app, {
    method: 'POST',
    url: `/api/pool-groups/${groupId}/messages`,
    headers: bearer(token),
    payload: payload as object,
  });
const list = (groupId: number, token: string, query = '') =>
  injectJson<ChatMessage[]>(ctx.app, {
    method: 'GET',
    url: `/api/pool-groups/${groupId}/messages${query}`,
    headers: bearer(token),
  });

async function groupWithMember() {
  const owner = await registerUser(ctx.app, { name: 'Owen Owner' });
  const member = await registerUser(ctx.app, { name: 'Mia Member' });
  const group = await createGroup(ctx.app, owner);
  await joinGroup(ctx.app, member, group.inviteCode);
  return { owner, member, group };
}

describe('posting chat messages', () => {
  it('stores trimmed text with an optional palette emoji and answers the new message', async () => {
    const { member, group } = await groupWithMember();
    const { status, body } = await post(group.id, member.token, {
      message: '  Nice birdie!  ',
      emoji: '🔥',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      userId: member.user.id,
      userName: 'Mia Member',
      message: 'Nice birdie!',
      emoji: '🔥',
    });
    expect((await post(group.id, member.token, { emoji: '⛳' })).body).toMatchObject({
      message: null,
      emoji: '⛳',
    });
  });

  it('accepts every emoji of the palette of 16', async () => {
    const { owner, member, group } = await groupWithMember();
    expect(CHAT_EMOJI).toHaveLength(16);
    for (const [i, { emoji }] of CHAT_EMOJI.entries()) {
      const author = i % 2 === 0 ? owner : member;
      expect((await post(group.id, author.token, { emoji })).status).toBe(201);
    }
  });

  it.each([
    [{}, 'A message needs text or an emoji'],
    [{ message: '    ' }, 'A message needs text or an emoji'],
    [{ message: 'x'.repeat(101) }, 'Message must be at most 100 characters'],
    [{ message: 'hi', emoji: '🍕' }, 'Emoji must be one of the chat palette'],
    [{ message: 42 }, 'Message must be text'],
  ])('refuses %j with 400 "%s" and stores nothing', async (payload, error) => {
    const { member, group } = await groupWithMember();
    expect(await post(group.id, member.token, payload)).toEqual({ status: 400, body: { error } });
    expect((await list(group.id, member.token)).body).toEqual([]);
  });

  it('allows exactly 100 characters, counting emoji-free text by characters', async () => {
    const { member, group } = await groupWithMember();
    expect((await post(group.id, member.token, { message: 'é'.repeat(100) })).status).toBe(201);
  });

  it('limits each member to 10 messages a minute per group (429 with the spec message)', async () => {
    const { member, group } = await groupWithMember();
    for (let i = 0; i < 10; i += 1)
      expect((await post(group.id, member.token, { message: `m${i}` })).status).toBe(201);
    expect(await post(group.id, member.token, { message: 'one too many' })).toEqual({
      status: 429,
      body: { error: 'Rate limit exceeded. Please wait before sending more messages.' },
    });
    const other = await createGroup(ctx.app, member, { name: 'Second group' });
    expect((await post(other.id, member.token, { message: 'another group is fine' })).status).toBe(
      201,
    );
  });

  it('is for members only', async () => {
    const { group } = await groupWithMember();
    const stranger = await registerUser(ctx.app);
    expect((await post(group.id, stranger.token, { message: 'let me in' })).status).toBe(404);
    expect(
      (
        await injectJson(ctx.app, {
          method: 'POST',
          url: `/api/pool-groups/${group.id}/messages`,
          payload: { message: 'x' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('reading chat messages', () => {
  it('answers oldest first and pages back with `before`', async () => {
    const { owner, member, group } = await groupWithMember();
    for (let i = 1; i <= 7; i += 1)
      await post(group.id, i % 2 ? owner.token : member.token, { message: `message ${i}` });
    const latest = await list(group.id, member.token, '?limit=3');
    expect(latest.body.map((m) => m.message)).toEqual(['message 5', 'message 6', 'message 7']);
    const earlier = await list(group.id, member.token, `?limit=3&before=${latest.body[0]!.id}`);
    expect(earlier.body.map((m) => m.message)).toEqual(['message 2', 'message 3', 'message 4']);
  });

  it.each(['?limit=0', '?limit=101', '?limit=x', '?before=-2'])(
    'refuses the query %s with 400',
    async (query) => {
      const { member, group } = await groupWithMember();
      expect((await list(group.id, member.token, query)).status).toBe(400);
    },
  );
});
