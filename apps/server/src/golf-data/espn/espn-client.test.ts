import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from './espn-client';
import { DEFAULT_USER_AGENT, EspnClient, EspnRequestError, retryAfterMs } from './espn-client';

const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });
const status = (code: number, headers?: Record<string, string>) =>
  new Response('<html>error</html>', { status: code, headers });

/**
 * A fetch that answers from a script, one entry per call, and records every call with the
 * (fake) time it was made.
 */
function scriptedFetch(...answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit; at: number }[] = [];
  const fetch = vi.fn<FetchLike>(async (url, init) => {
    calls.push({ url, init, at: Date.now() });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected extra request');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  /** The waits between one attempt and the next (ms). */
  const waits = () => calls.slice(1).map((call, i) => call.at - calls[i]!.at);
  return { fetch, calls, waits };
}

const clientWith = (fetch: FetchLike, options: ConstructorParameters<typeof EspnClient>[0] = {}) =>
  new EspnClient({ fetch, ...options });

/**
 * Lets a request's backoff pass on the fake clock, and settles as it does. The retries'
 * timing against a real server, on the real clock, is in espn-client-http.test.ts.
 */
async function onFakeTime<T>(request: Promise<T>): Promise<T> {
  const settled = request.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const outcome = await settled;
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EspnClient requests', () => {
  it('asks the documented scoreboard and leaderboard URLs', async () => {
    const { fetch, calls } = scriptedFetch(json({ events: [] }), json({ events: [] }));
    const client = clientWith(fetch);
    await client.scoreboard(2025);
    await client.leaderboard('401703505');
    expect(calls.map((call) => call.url)).toEqual([
      'https://site.api.espn.com/apis/site/v2/sports/golf/pga/scoreboard?dates=2025',
      'https://site.web.api.espn.com/apis/site/v2/sports/golf/leaderboard?league=pga&event=401703505',
    ]);
  });

  it('sends a browser-like User-Agent and JSON Accept header, with a timeout signal', async () => {
    const { fetch, calls } = scriptedFetch(json({ events: [] }));
    const client = clientWith(fetch);
    expect(await client.scoreboard(2026)).toEqual({ events: [] });
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('user-agent')).toBe(DEFAULT_USER_AGENT);
    expect(headers.get('user-agent')).toMatch(/^Mozilla\/5\.0 .*Chrome\/\d+/);
    expect(headers.get('accept')).toMatch(/^application\/json/);
    expect(headers.get('accept-language')).toMatch(/^en-US/);
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('takes base URLs and the User-Agent from its options', async () => {
    const { fetch, calls } = scriptedFetch(json({ events: [] }), json({ events: [] }));
    const client = clientWith(fetch, {
      scoreboardUrl: 'http://localhost:9999/sb',
      leaderboardUrl: 'http://localhost:9999/lb?league=lpga',
      userAgent: 'Fairway-Test/1.0',
    });
    await client.scoreboard(2024);
    await client.leaderboard('7');
    expect(calls.map((call) => call.url)).toEqual([
      'http://localhost:9999/sb?dates=2024',
      'http://localhost:9999/lb?league=lpga&event=7',
    ]);
    expect(new Headers(calls[0]!.init.headers).get('user-agent')).toBe('Fairway-Test/1.0');
  });
});

describe('EspnClient retries', () => {
  it('retries a 5xx with backoff, then succeeds', async () => {
    const { fetch, waits } = scriptedFetch(status(503), status(502), json({ events: [1] }));
    const client = clientWith(fetch);
    expect(await onFakeTime(client.leaderboard('1'))).toEqual({ events: [1] });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(waits()).toEqual([1000, 2000]);
  });

  it('fails after the last retry with the last status', async () => {
    const { fetch, waits } = scriptedFetch(status(500), status(500), status(500), status(500));
    const client = clientWith(fetch);
    const error = await onFakeTime(client.scoreboard(2025)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EspnRequestError);
    expect(error).toMatchObject({ status: 500, attempts: 4 });
    expect((error as Error).message).toMatch(
      /^ESPN request failed after 4 attempts: ESPN answered 500 Internal Server Error \(https:/,
    );
    expect(fetch).toHaveBeenCalledTimes(4);
    // Exponential: 1 s, 2 s, 4 s.
    expect(waits()).toEqual([1000, 2000, 4000]);
  });

  it('caps the backoff and honours the retry options', async () => {
    const { fetch, waits } = scriptedFetch(status(500), status(500), status(500), status(500));
    const client = clientWith(fetch, { maxRetries: 3, retryBaseMs: 100, retryMaxMs: 250 });
    await expect(onFakeTime(client.scoreboard(2025))).rejects.toThrow(EspnRequestError);
    expect(waits()).toEqual([100, 200, 250]);
  });

  it('retries a 429, waiting as long as Retry-After asks (capped)', async () => {
    const { fetch, waits } = scriptedFetch(
      status(429, { 'retry-after': '7' }),
      status(429, { 'retry-after': '600' }),
      json({ events: [] }),
    );
    const client = clientWith(fetch);
    await onFakeTime(client.scoreboard(2025));
    expect(waits()).toEqual([7000, 30_000]);
  });

  it('waits the backoff when it is longer than Retry-After', async () => {
    const { fetch, waits } = scriptedFetch(
      status(503),
      status(503, { 'retry-after': '1' }),
      json({ events: [] }),
    );
    const client = clientWith(fetch, { retryBaseMs: 1500 });
    await onFakeTime(client.scoreboard(2025));
    expect(waits()).toEqual([1500, 3000]);
  });

  it('retries network errors and timeouts', async () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    const { fetch, waits } = scriptedFetch(
      new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND') }),
      timeout,
      json({ events: [] }),
    );
    const client = clientWith(fetch);
    expect(await onFakeTime(client.scoreboard(2025))).toEqual({ events: [] });
    expect(waits()).toEqual([1000, 2000]);
  });

  it('names the network error when retries run out', async () => {
    const { fetch } = scriptedFetch(
      new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }),
    );
    const client = clientWith(fetch, { maxRetries: 0 });
    const error = await client.scoreboard(2025).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: null, attempts: 1 });
    expect((error as Error).message).toMatch(
      /failed after 1 attempt: network error: fetch failed \(connect ECONNREFUSED\)/,
    );
  });

  it('does not retry a 403 and says to check the User-Agent', async () => {
    const { fetch } = scriptedFetch(
      new Response('Forbidden', { status: 403, statusText: 'Forbidden' }),
    );
    const client = clientWith(fetch, { userAgent: 'node' });
    const error = await client.leaderboard('401703505').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EspnRequestError);
    expect(error).toMatchObject({ status: 403, attempts: 1 });
    expect((error as Error).message).toContain('403 Forbidden');
    expect((error as Error).message).toContain('browser-like User-Agent');
    expect((error as Error).message).toContain('sent "node"');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not retry other 4xx answers', async () => {
    const { fetch } = scriptedFetch(new Response('', { status: 404, statusText: 'Not Found' }));
    const client = clientWith(fetch);
    await expect(client.leaderboard('1')).rejects.toThrow(/ESPN answered 404 Not Found for https:/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails at once on a body that is not JSON', async () => {
    const { fetch } = scriptedFetch(new Response('<html>maintenance</html>', { status: 200 }));
    const client = clientWith(fetch);
    await expect(client.scoreboard(2025)).rejects.toThrow(/body that is not JSON \(<html>/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:10 GMT', Date.UTC(2015, 9, 21, 7, 28, 0))).toBe(
      10_000,
    );
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
