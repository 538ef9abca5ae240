import { createParser } from 'eventsource-parser';

/**
 * The group's Server-Sent Events stream on fetch(), parsed by eventsource-parser. EventSource
 * cannot send an Authorization header, and its own reconnection (a fixed delay, giving up for
 * good on any error status) is not ours: this loop reconnects with backoff when the stream ends
 * or fails, stops on 401, 403 and 404, and waits for the page after `replaced` (openEventStream).
 * The server sends no ids, so there is no Last-Event-ID: a reconnection refetches instead
 * (group-events.ts, on the second `ready`).
 */

export interface StreamEvent {
  /** The `event:` name, or "message" when the server sent none. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
}

/** `paused`: replaced by a newer stream of the same user, waiting for the page to be shown again. */
export type StreamStatus = 'connecting' | 'open' | 'reconnecting' | 'paused' | 'stopped';

export interface EventStreamOptions {
  token: string | null;
  onEvent: (event: StreamEvent) => void;
  onStatus?: (status: StreamStatus) => void;
  /** Aborting it closes the stream for good (the component unmounted). */
  signal: AbortSignal;
  /** Waits before each reconnection; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /**
   * The server sends a ping every ~25 s; a connection silent for longer than this is treated as
   * dead (a half-open socket never reports an error on its own).
   */
  idleTimeoutMs?: number;
}

export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 15_000] as const;
const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
/** Retrying cannot help: signed out, not a member, or no such group. */
const FINAL_STATUSES = new Set([401, 403, 404]);
/**
 * The server's last event on a stream it closes because the same user opened more streams
 * than it allows (other tabs or devices): it closes the oldest.
 */
const REPLACED_EVENT = 'replaced';

/**
 * Opens the stream and keeps it open until `signal` aborts or the server answers 401, 403 or
 * 404. Resolves once it has stopped for good. A stream the server ends with `replaced` is not
 * reopened until the page is focused or shown again: reopening at once would replace the
 * stream that replaced it, and two tabs would take turns closing each other for ever.
 */
export async function openEventStream(url: string, options: EventStreamOptions): Promise<void> {
  const { signal, onStatus } = options;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let failures = 0;
  onStatus?.('connecting');
  while (!signal.aborted) {
    const outcome = await connectOnce(url, options);
    if (signal.aborted || outcome === 'final') break;
    if (outcome === 'replaced') {
      onStatus?.('paused');
      await pageShownAgain(signal);
      if (signal.aborted) break;
      failures = 0;
      onStatus?.('reconnecting');
      continue;
    }
    if (outcome === 'received') failures = 0;
    onStatus?.('reconnecting');
    const delay = delays[Math.min(failures, delays.length - 1)] ?? 15_000;
    failures++;
    await sleep(delay, signal);
  }
  onStatus?.('stopped');
}

type Outcome = 'final' | 'failed' | 'received' | 'replaced';

async function connectOnce(url: string, options: EventStreamOptions): Promise<Outcome> {
  const { token, onEvent, onStatus, signal } = options;
  const idleTimeout = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const attempt = new AbortController();
  const abortAttempt = () => attempt.abort();
  signal.addEventListener('abort', abortAttempt);
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const resetIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(abortAttempt, idleTimeout);
  };
  let received = false;
  let replaced = false;
  try {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    resetIdleTimer();
    const response = await fetch(url, { headers, signal: attempt.signal, cache: 'no-store' });
    if (signal.aborted || FINAL_STATUSES.has(response.status)) return 'final';
    if (!response.ok || !response.body) return 'failed';
    onStatus?.('open');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createParser({
      onEvent: ({ event, data }) => {
        if (event === REPLACED_EVENT) replaced = true;
        onEvent({ event: event ?? 'message', data });
      },
    });
    while (!replaced) {
      const { done, value } = await reader.read();
      if (done) break;
      // Any bytes, the heartbeat's comment included, show the connection is alive.
      received = true;
      resetIdleTimer();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    // A network failure, an idle timeout or the caller's abort: the loop decides what is next.
  } finally {
    clearTimeout(idleTimer);
    signal.removeEventListener('abort', abortAttempt);
    // Stops the download if the loop left before the server ended the stream.
    attempt.abort();
  }
  if (replaced) return 'replaced';
  return received ? 'received' : 'failed';
}

/** Resolves when the window gets the focus or the page becomes visible again (or on abort). */
function pageShownAgain(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const whenVisible = () => {
      if (document.visibilityState === 'visible') done();
    };
    const done = () => {
      window.removeEventListener('focus', done);
      document.removeEventListener('visibilitychange', whenVisible);
      signal.removeEventListener('abort', done);
      resolve();
    };
    window.addEventListener('focus', done);
    document.addEventListener('visibilitychange', whenVisible);
    signal.addEventListener('abort', done);
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
