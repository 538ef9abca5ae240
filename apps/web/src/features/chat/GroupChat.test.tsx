import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupChat } from './GroupChat';
import { CHAT_PAGE_SIZE } from './api/messages';
import { chatMessage } from '../../test/chat-fixtures';
import { ME, fakeServer, liveStream, renderSignedIn } from '../../test/live-stream';

const LATEST = `/api/pool-groups/3/messages?limit=${CHAT_PAGE_SIZE}`;
const EVENTS = '/api/pool-groups/3/events';
const POST = 'POST /api/pool-groups/3/messages';

afterEach(() => vi.unstubAllGlobals());

const messageList = () => screen.getByRole('region', { name: 'Chat messages' });
const input = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('GroupChat', () => {
  it('shows the history oldest first with emoji, name, time and text', async () => {
    fakeServer({
      '/api/auth/me': { body: ME },
      [LATEST]: {
        body: [
          chatMessage({ id: 1, userName: 'Scottie', message: 'Who has Rory?' }),
          chatMessage({
            id: 2,
            userName: 'Nelly Korda',
            userId: ME.id,
            emoji: '🔥',
            message: 'Me!',
          }),
        ],
      },
      [EVENTS]: { status: 404, body: { error: 'Group not found' } },
    });
    renderSignedIn(<GroupChat groupId={3} />);

    await screen.findByText('Who has Rory?');
    const items = within(messageList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Who has Rory?'),
      expect.stringContaining('Me!'),
    ]);
    expect(within(items[1]!).getByRole('img', { name: 'fire' })).toHaveTextContent('🔥');
    expect(within(items[0]!).getByText('Scottie')).toBeInTheDocument();
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-06-12T18:30:00.000Z');
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it("sets Fairway's notices apart from what members say", async () => {
    fakeServer({
      '/api/auth/me': { body: ME },
      [LATEST]: {
        body: [
          chatMessage({ id: 1, userName: 'Scottie', message: 'Rough start' }),
          chatMessage({
            id: 2,
            userName: 'Nelly Korda',
            userId: ME.id,
            kind: 'notice',
            message: 'Alternate in: Tom Kim plays for this entry in place of Jon Rahm.',
          }),
        ],
      },
      [EVENTS]: { status: 404, body: {} },
    });
    renderSignedIn(<GroupChat groupId={3} />);
    const notice = (await screen.findByText(/Alternate in: Tom Kim/)).closest('li')!;
    expect(notice).toHaveTextContent(/^Fairway · Nelly Korda’s entry · .+Alternate in: Tom Kim/);
    // Not a speech bubble with the member's initial.
    expect(within(notice).queryByText('N')).not.toBeInTheDocument();
  });

  it('loads earlier pages with `before` until a short page', async () => {
    const full = Array.from({ length: CHAT_PAGE_SIZE }, (_, i) =>
      chatMessage({ id: 100 + i, message: `Message ${100 + i}` }),
    );
    fakeServer({
      '/api/auth/me': { body: ME },
      [LATEST]: { body: full },
      [`/api/pool-groups/3/messages?before=100&limit=${CHAT_PAGE_SIZE}`]: {
        body: [chatMessage({ id: 40, message: 'The very first message' })],
      },
      [EVENTS]: { status: 404, body: {} },
    });
    const user = userEvent.setup();
    renderSignedIn(<GroupChat groupId={3} />);

    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    await screen.findByText('The very first message');
    const items = within(messageList()).getAllByRole('listitem');
    expect(items).toHaveLength(CHAT_PAGE_SIZE + 1);
    expect(items[0]).toHaveTextContent('The very first message');
    // A short page means the beginning of the chat has been reached.
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    fakeServer({
      '/api/auth/me': { body: ME },
      [LATEST]: { body: [] },
      [EVENTS]: { status: 404, body: {} },
    });
    renderSignedIn(<GroupChat groupId={3} />);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('sends text, counts characters, clears after sending and shows the message once despite the echo', async () => {
    const stream = liveStream();
    const sent = chatMessage({ id: 9, userId: ME.id, userName: ME.name, message: 'Fore!' });
    const { calls } = fakeServer({
      '/api/auth/me': { body: ME },
      [LATEST]: { body: [] },
      [EVENTS]: (init) => stream.respond(init),
      [POST]: { status: 201, body: sent },
    });
    const user = userEvent.setup();
    renderSignedIn(<GroupChat groupId={3} />);
    await screen.findByText('No messages yet.');

    expect(input()).toHaveAttribute('maxLength', '100');
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.clear(input());
    await user.type(input(), ' Fore! ');
    expect(screen.getByText('7/100')).toBeInTheDocument();
    await user.click(sendButton());

    await within(messageList()).findByText('Fore!');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Fore!' });
    expect(input()).toHaveValue('');
    expect(screen.getByText('0/100')).toBeInTheDocument();

    act(() => stream.send('message', sent));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(within(messageList()).getAllByText('Fore!')).toHaveLength(1);
  });

  it('picks an emoji from the palette of 16, shows it as a removable chip and can send it alone', async () => {
    const { calls } = fakeServer({
      '/api/auth/me': { body: ME },
      [LATEST]: { body: [] },
      [EVENTS]: { status: 404, body: {} },
      [POST]: { status: 201, body: chatMessage({ id: 5, emoji: '⛳', message: null }) },
    });
    const user = userEvent.setup();
    renderSignedIn(<GroupChat groupId={3} />);
    await screen.findByText('No messages yet.');

    await user.click(screen.getByRole('button', { name: 'Add emoji' }));
    const palette = screen.getByRole('group', { name: 'Choose an emoji' });
    expect(within(palette).getAllByRole('button')).toHaveLength(16);
    await user.click(within(palette).getByRole('button', { name: 'trophy' }));
    expect(screen.queryByRole('group', { name: 'Choose an emoji' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Chosen emoji: trophy' })).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove emoji' }));
    expect(sendButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add emoji' }));
    await user.click(screen.getByRole('button', { name: 'golf flag' }));
    await user.click(sendButton());
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ emoji: '⛳' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: /Chosen emoji/ })).not.toBeInTheDocument(),
    );
  });

  it.each([
    [429, { error: 'Too many' }, 'Rate limit exceeded. Please wait before sending more messages.'],
    [
      400,
      { error: 'Message must be at most 100 characters' },
      'Message must be at most 100 characters',
    ],
    [400, {}, 'Invalid message format'],
    [500, { error: 'Internal server error' }, 'Failed to send message. Please try again.'],
  ])('shows the error for HTTP %i and keeps the text', async (status, body, text) => {
    fakeServer({
      '/api/auth/me': { body: ME },
      [LATEST]: { body: [] },
      [EVENTS]: { status: 404, body: {} },
      [POST]: { status, body },
    });
    const user = userEvent.setup();
    renderSignedIn(<GroupChat groupId={3} />);
    await screen.findByText('No messages yet.');
    await user.type(input(), 'Hello');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(input()).toHaveValue('Hello');
  });

  it('shows Live while the stream is open and adds messages that arrive on it', async () => {
    const stream = liveStream();
    fakeServer({
      '/api/auth/me': { body: ME },
      [LATEST]: { body: [chatMessage({ id: 1, message: 'First' })] },
      [EVENTS]: (init) => stream.respond(init),
    });
    const { unmount } = renderSignedIn(<GroupChat groupId={3} />);
    expect(await screen.findByText('Live')).toBeInTheDocument();
    // The list region appears once the first page has loaded; wait for it rather than query it at once.
    await screen.findByText('First');

    act(() => stream.send('message', chatMessage({ id: 2, userName: 'Rory', message: 'Eagle!' })));
    expect(await within(messageList()).findByText('Eagle!')).toBeInTheDocument();
    // Screen readers hear the new message.
    expect(screen.getByText('Rory: Eagle!')).toBeInTheDocument();
    unmount();
  });

  it('fetches the chat again when the stream says events may have been missed (catch-up)', async () => {
    const stream = liveStream();
    const first = chatMessage({ id: 1, message: 'First' });
    const missed = chatMessage({ id: 2, userName: 'Rory', message: 'Posted while you missed it' });
    let pagesServed = 0;
    fakeServer({
      '/api/auth/me': { body: ME },
      // The server has the message the stream never carried; only a fresh fetch shows it.
      [LATEST]: () =>
        new Response(JSON.stringify(pagesServed++ === 0 ? [first] : [first, missed]), {
          headers: { 'Content-Type': 'application/json' },
        }),
      [EVENTS]: (init) => stream.respond(init),
    });
    renderSignedIn(<GroupChat groupId={3} />);
    expect(await screen.findByText('Live')).toBeInTheDocument();
    await screen.findByText('First');
    expect(screen.queryByText('Posted while you missed it')).not.toBeInTheDocument();

    act(() => stream.send('catch-up', {}));
    expect(
      await within(messageList()).findByText('Posted while you missed it'),
    ).toBeInTheDocument();
    expect(pagesServed).toBe(2);
  });

  it('ends the session here when the stream says it was signed out elsewhere', async () => {
    const stream = liveStream();
    let signedOut = false;
    fakeServer({
      '/api/auth/me': () =>
        signedOut
          ? new Response(JSON.stringify({ error: 'Authentication required' }), { status: 401 })
          : new Response(JSON.stringify(ME), { headers: { 'Content-Type': 'application/json' } }),
      [LATEST]: { body: [] },
      [EVENTS]: (init) => stream.respond(init),
    });
    renderSignedIn(<GroupChat groupId={3} />);
    expect(await screen.findByText('Live')).toBeInTheDocument();
    signedOut = true;
    act(() => stream.send('signed-out', {}));
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
  });
});
