import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, fakeServer, liveStream, renderSignedIn } from '../../test/live-stream';
import { groupKeys, messagesKey, standingsKey } from '../query-keys';
import { DEFAULT_RETRY_DELAYS_MS } from './event-stream';
import { useGroupEvents } from './group-events';

const EVENTS = (groupId: number) => `/api/pool-groups/${groupId}/events`;

/** A part of a page that wants the group's live events, showing the connection's status. */
function Listener({ groupId }: { groupId: number }) {
  return <p data-testid={`listener ${groupId}`}>{useGroupEvents(groupId)}</p>;
}

/** Two parts of group 3's page and one of group 4's; a button takes one of group 3's away. */
function Page() {
  const [both, setBoth] = useState(true);
  return (
    <>
      <Listener groupId={3} />
      {both && <Listener groupId={3} />}
      <Listener groupId={4} />
      <button onClick={() => setBoth(false)}>Leave one</button>
    </>
  );
}

const statuses = (groupId: number) =>
  screen.getAllByTestId(`listener ${groupId}`).map((listener) => listener.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useGroupEvents', () => {
  it('holds one connection per group however many parts ask, until the last one leaves', async () => {
    const streams = { 3: liveStream(), 4: liveStream() };
    const { fetchMock } = fakeServer({
      '/api/auth/me': { body: ME },
      [EVENTS(3)]: (init) => streams[3].respond(init),
      [EVENTS(4)]: (init) => streams[4].respond(init),
    });
    const { unmount } = renderSignedIn(<Page />);
    await waitFor(() => expect([...statuses(3), ...statuses(4)]).toEqual(['open', 'open', 'open']));

    const streamCalls = (groupId: number) =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith(EVENTS(groupId)));
    expect(streamCalls(3)).toHaveLength(1);
    expect(streamCalls(4)).toHaveLength(1);
    const signalOf = (groupId: number) => streamCalls(groupId)[0]![1]!.signal!;
    // The Authorization header EventSource cannot send.
    expect(new Headers(streamCalls(3)[0]![1]!.headers).get('Authorization')).toMatch(/^Bearer /);

    fireEvent.click(screen.getByRole('button', { name: 'Leave one' }));
    expect(statuses(3)).toEqual(['open']);
    expect(signalOf(3).aborted).toBe(false);

    unmount();
    expect(signalOf(3).aborted).toBe(true);
    expect(signalOf(4).aborted).toBe(true);
  });

  it('fetches again what may have been missed once the stream comes back, not on the first connection', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = liveStream();
    const second = liveStream();
    let connections = 0;
    fakeServer({
      '/api/auth/me': { body: ME },
      [EVENTS(3)]: (init) => (connections++ === 0 ? first : second).respond(init),
    });
    const { client } = renderSignedIn(<Listener groupId={3} />);
    client.setQueryData(messagesKey(3), { pages: [], pageParams: [] });
    client.setQueryData(standingsKey(3, 9), { loaded: true });
    const missedSome = () =>
      [messagesKey(3), standingsKey(3, 9)].map((key) => client.getQueryState(key)?.isInvalidated);

    await waitFor(() => expect(statuses(3)).toEqual(['open']));
    client.setQueryData(groupKeys.members(3), []);
    act(() => {
      first.send('ready', {});
      // Events arrive in order: once this one has refreshed the members, `ready` was handled.
      first.send('members', { groupId: 3 });
    });
    await waitFor(() =>
      expect(client.getQueryState(groupKeys.members(3))?.isInvalidated).toBe(true),
    );
    expect(missedSome()).toEqual([false, false]);

    // The server restarts: the stream ends, and after the first backoff step it opens again.
    act(() => first.end());
    await waitFor(() => expect(statuses(3)).toEqual(['reconnecting']));
    await act(() => vi.advanceTimersByTimeAsync(DEFAULT_RETRY_DELAYS_MS[0]));
    await waitFor(() => expect(statuses(3)).toEqual(['open']));
    expect(connections).toBe(2);

    act(() => second.send('ready', {}));
    await waitFor(() => expect(missedSome()).toEqual([true, true]));
  });
});
