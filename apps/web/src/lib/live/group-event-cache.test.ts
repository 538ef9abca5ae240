import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatMessage } from '../../test/chat-fixtures';
import { messagesKey } from '../query-keys';
import { flattenPages, withMessage, type ChatPages } from './chat-pages';
import { applyGroupEvent } from './group-event-cache';

const pages = (...groups: number[][]): ChatPages => ({
  pages: groups.map((ids) => ({ messages: ids.map((id) => chatMessage({ id })), hasOlder: false })),
  pageParams: groups.map((_, i) => (i === 0 ? undefined : i)),
});
const ids = (data: ChatPages | undefined) => flattenPages(data).map((m) => m.id);

describe('chat cache', () => {
  it('lists older pages first and adds a new message after the newest', () => {
    const data = pages([5, 6], [1, 2]);
    expect(ids(data)).toEqual([1, 2, 5, 6]);
    expect(ids(withMessage(data, chatMessage({ id: 7 })))).toEqual([1, 2, 5, 6, 7]);
  });

  it('never adds the same message twice, wherever it already is', () => {
    const data = pages([5, 6], [1, 2]);
    expect(withMessage(data, chatMessage({ id: 6 }))).toBe(data);
    expect(withMessage(data, chatMessage({ id: 2 }))).toBe(data);
  });

  it('keeps id order when messages arrive out of order', () => {
    expect(ids(withMessage(pages([5, 8]), chatMessage({ id: 7 })))).toEqual([5, 7, 8]);
  });
});

describe('applyGroupEvent', () => {
  function clientWithChat() {
    const client = new QueryClient();
    client.setQueryData(messagesKey(3), pages([1]));
    for (const key of [
      ['groups'],
      ['groups', 3],
      ['groups', 3, 'members'],
      ['groups', 3, 'standings', 9],
      ['groups', 4, 'standings', 9],
    ]) {
      client.setQueryData(key, { loaded: true });
    }
    return client;
  }
  const stale = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;

  it('appends a message event to the chat, once', () => {
    const client = clientWithChat();
    const event = { event: 'message', data: JSON.stringify(chatMessage({ id: 2 })) };
    applyGroupEvent(client, 3, event);
    applyGroupEvent(client, 3, event);
    expect(ids(client.getQueryData(messagesKey(3)))).toEqual([1, 2]);
  });

  it('ignores a garbled payload and unknown events', () => {
    const client = clientWithChat();
    applyGroupEvent(client, 3, { event: 'message', data: '{oops' });
    applyGroupEvent(client, 3, { event: 'ready', data: '{}' });
    expect(ids(client.getQueryData(messagesKey(3)))).toEqual([1]);
  });

  it('refreshes the group and its members on a members event, but not the chat', () => {
    const client = clientWithChat();
    applyGroupEvent(client, 3, { event: 'members', data: '{"groupId":3}' });
    expect(stale(client, ['groups', 3])).toBe(true);
    expect(stale(client, ['groups', 3, 'members'])).toBe(true);
    expect(stale(client, ['groups'])).toBe(true);
    expect(stale(client, messagesKey(3) as unknown as unknown[])).toBe(false);
    expect(stale(client, ['groups', 3, 'standings', 9])).toBe(false);
  });

  it("refreshes the group's tournament change histories on Fairway's notices only", () => {
    const client = clientWithChat();
    const history = ['groups', 3, 'tournament-changes', 9];
    client.setQueryData(history, []);
    const said = (kind: 'message' | 'notice', id: number) => ({
      event: 'message',
      data: JSON.stringify(chatMessage({ id, kind })),
    });
    applyGroupEvent(client, 3, said('message', 2));
    expect(stale(client, history)).toBe(false);
    applyGroupEvent(client, 3, said('notice', 3));
    expect(stale(client, history)).toBe(true);
  });

  it("refreshes only this group's standings on a standings event", () => {
    const client = clientWithChat();
    applyGroupEvent(client, 3, { event: 'standings', data: '{"tournamentId":9,"version":2}' });
    expect(stale(client, ['groups', 3, 'standings', 9])).toBe(true);
    expect(stale(client, ['groups', 4, 'standings', 9])).toBe(false);
    expect(stale(client, ['groups', 3])).toBe(false);
  });
});
