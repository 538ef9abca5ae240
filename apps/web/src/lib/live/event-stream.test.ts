import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, type StreamEvent, type StreamStatus } from './event-stream';

const encoder = new TextEncoder();

/** A streaming response that sends the chunks and then ends. */
function streamResponse(chunks: string[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

/**
 * One connection that hands over these chunks one after another, and the reconnection after it
 * (the last: it aborts the stream): what it delivered, the statuses it went through, its fetches.
 */
async function oneConnection(chunks: string[]) {
  const controller = new AbortController();
  const events: StreamEvent[] = [];
  const statuses: StreamStatus[] = [];
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValueOnce(streamResponse(chunks))
    .mockImplementationOnce(async () => {
      controller.abort();
      return streamResponse([]);
    });
  await openEventStream('/api/pool-groups/3/events', {
    token: 'tok',
    signal: controller.signal,
    retryDelaysMs: [1],
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
  });
  return { events, statuses, fetchSpy };
}

const eventsOf = async (chunks: string[]) => (await oneConnection(chunks)).events;

afterEach(() => vi.restoreAllMocks());

describe('the stream as the server writes it', () => {
  it('reads named events and defaults the name to "message"', async () => {
    expect(await eventsOf(['event: ready\ndata: {}\n\ndata: plain\n\n'])).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('joins several data lines with a newline', async () => {
    expect(await eventsOf(['event: note\ndata: one\ndata: two\ndata:\ndata:  three\n\n'])).toEqual([
      { event: 'note', data: 'one\ntwo\n\n three' },
    ]);
  });

  it('completes events whose lines are split across chunks', async () => {
    const text = 'event: message\ndata: {"id":7,"message":"Birdie!"}\n\n';
    const birdie = [{ event: 'message', data: '{"id":7,"message":"Birdie!"}' }];
    expect(await eventsOf([...text])).toEqual(birdie);
    vi.restoreAllMocks();
    expect(
      await eventsOf(['eve', 'nt: mess', 'age\ndata: {"id"', ':7,"message":"Birdie!"}\n', '\n']),
    ).toEqual(birdie);
  });

  it('skips comment lines such as the heartbeat', async () => {
    expect(
      await eventsOf([
        ': ping\n\n',
        ':another\nevent: members\n: mid-event\ndata: {"groupId":3}\n\n',
      ]),
    ).toEqual([{ event: 'members', data: '{"groupId":3}' }]);
  });

  it('accepts CRLF and bare CR line endings, even with CR and LF in different chunks', async () => {
    expect(await eventsOf(['event: standings\r\ndata: {"v":1}\r', '\n\r', '\n'])).toEqual([
      { event: 'standings', data: '{"v":1}' },
    ]);
    vi.restoreAllMocks();
    expect(await eventsOf(['data: a\rdata: b\r\r', ': ping\r'])).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('delivers no event without data, nor one whose blank line never came', async () => {
    expect(await eventsOf(['event: ready\n\nevent: message\ndata: x\n'])).toEqual([]);
  });
});

describe('openEventStream', () => {
  it('sends the bearer token, delivers events and reconnects after the stream ends', async () => {
    const { events, statuses, fetchSpy } = await oneConnection([
      'event: ready\ndata: {}\n\n',
      'data: one\n\n',
    ]);
    expect(events).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: 'one' },
    ]);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const init = fetchSpy.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'stopped']);
  });

  it.each([401, 403, 404])('stops for good on %i', async (status) => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"error":"no"}', { status }));
    const statuses: StreamStatus[] = [];
    await openEventStream('/events', {
      token: 'tok',
      signal: new AbortController().signal,
      retryDelaysMs: [1],
      onEvent: () => undefined,
      onStatus: (s) => statuses.push(s),
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'stopped']);
  });

  it('retries after network failures and server errors, waiting longer each time', async () => {
    const controller = new AbortController();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockImplementationOnce(async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      });
    const timeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    await openEventStream('/events', {
      token: null,
      signal: controller.signal,
      retryDelaysMs: [2, 3],
      idleTimeoutMs: 60_000,
      onEvent: () => undefined,
    });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    const waits = timeoutSpy.mock.calls.map(([, ms]) => ms).filter((ms) => ms !== 60_000);
    expect(waits).toEqual([2, 3]);
  });

  it.each([
    ['focused', () => window.dispatchEvent(new Event('focus'))],
    ['shown', () => document.dispatchEvent(new Event('visibilitychange'))],
  ])(
    'does not reopen a stream the server ended with `replaced` until the page is %s again',
    async (_, showPage) => {
      const controller = new AbortController();
      const statuses: StreamStatus[] = [];
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockResolvedValueOnce(
          streamResponse(['event: ready\ndata: {}\n\n', 'event: replaced\ndata: {}\n\n']),
        )
        .mockImplementationOnce(async () => {
          controller.abort();
          return streamResponse([]);
        });
      const stopped = openEventStream('/events', {
        token: 'tok',
        signal: controller.signal,
        retryDelaysMs: [1],
        onEvent: () => undefined,
        onStatus: (status) => statuses.push(status),
      });

      // Far longer than the 1 ms retry delay: it waits for the page, not for a timer.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(statuses).toEqual(['connecting', 'open', 'paused']);

      showPage();
      await stopped;
      expect(fetchSpy).toHaveBeenCalledTimes(2);
      expect(statuses).toEqual(['connecting', 'open', 'paused', 'reconnecting', 'stopped']);
    },
  );
});
