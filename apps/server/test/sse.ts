import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
/** A minimal Server-Sent Events reader over fetch, for tests that hold real streams open. */
export interface TestStream {
  status: number;
  headers: Headers;
  events: { event: string; data: unknown }[];
  /** Resolves with the first event matching the predicate (rejects after `timeoutMs`). */
  next(
    predicate: (e: { event: string; data: unknown }) => boolean,
    timeoutMs?: number,
  ): Promise<{ event: string; data: unknown }>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(url: string, token: string): Promise<TestStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: { event: string; data: unknown }[] = [];
  const waiters: {
    predicate: (e: { event: string; data: unknown }) => boolean;
    resolve: (e: { event: string; data: unknown }) => void;
  }[] = [];
  let endStream: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endStream = resolve));

  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let boundary: number;
          while ((boundary = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!name) continue;
            const parsed = { event: name, data: data ? JSON.parse(data) : null };
            events.push(parsed);
            for (const waiter of [...waiters]) {
              if (waiter.predicate(parsed)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve(parsed);
              }
            }
          }
        }
      } catch {
        // aborted by close()
      }
      endStream();
    })();
  } else {
    endStream();
  }

  return {
    status: response.status,
    headers: response.headers,
    events,
    ended,
    next(predicate, timeoutMs = 2000) {
      const found = events.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
            ),
          timeoutMs,
        );
        waiters.push({ predicate, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    close: () => controller.abort(),
  };
}

/**
 * Group event streams from the test file's app, listening on a free port: `open` opens one as a
 * token's holder (waiting for `ready` when it opened), and every stream opened is closed after
 * the file's tests.
 */
export function useGroupStreams(context: { app: FastifyInstance }) {
  let base = '';
  const opened: TestStream[] = [];
  beforeAll(async () => {
    base = await context.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => opened.forEach((stream) => stream.close()));
  const url = (groupId: number) => `${base}/api/pool-groups/${groupId}/events`;
  return {
    /** The stream's address, for a test that asks for it without a stream reader. */
    url,
    async open(groupId: number, token: string, { waitForReady = true } = {}) {
      const stream = await openStream(url(groupId), token);
      opened.push(stream);
      if (waitForReady && stream.status === 200) await stream.next((e) => e.event === 'ready');
      return stream;
    },
  };
}

/** 'ended' if the server ends the stream within `ms`, else 'still open'. */
export const endedWithin = (stream: TestStream, ms: number) =>
  Promise.race([
    stream.ended.then(() => 'ended'),
    new Promise((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
