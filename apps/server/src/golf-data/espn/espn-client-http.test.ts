import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EspnClient, EspnRequestError } from './espn-client';

/**
 * The client's retries against a real HTTP server on the real clock: what is retried, how
 * often, and how long it waits. The exact waits of the default options are in
 * espn-client.test.ts, on a fake clock.
 */

type Answer = (response: ServerResponse, request: IncomingMessage) => void;

/** One answer per request, in order; each request's arrival time is kept. */
let script: Answer[] = [];
let arrivals: number[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    arrivals.push(performance.now());
    const answer = script.shift();
    if (answer) answer(response, request);
    else response.writeHead(500).end('unexpected extra request');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  script = [];
  arrivals = [];
});

const status =
  (code: number, headers: Record<string, string> = {}): Answer =>
  (response) =>
    response.writeHead(code, { 'content-type': 'text/html', ...headers }).end('<html>no</html>');
const json =
  (body: unknown): Answer =>
  (response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
/** Drops the connection without an answer: fetch fails with a network error. */
const hangUp: Answer = (_response, request) => request.socket.destroy();
/** Never answers: the attempt's timeout ends it. */
const silence: Answer = () => {};

const BASE_MS = 40;
const client = (options: ConstructorParameters<typeof EspnClient>[0] = {}) =>
  new EspnClient({
    scoreboardUrl: `${base}/scoreboard`,
    leaderboardUrl: `${base}/leaderboard?league=pga`,
    retryBaseMs: BASE_MS,
    timeoutMs: 2_000,
    ...options,
  });

/** The time between one request's arrival and the next (ms); timers may fire a little early. */
const gaps = () => arrivals.slice(1).map((at, i) => at - arrivals[i]!);

describe('EspnClient against a local server', () => {
  it('retries 5xx answers with doubling waits, then reads the JSON', async () => {
    script = [status(503), status(502), json({ events: [1] })];
    expect(await client().leaderboard('1')).toEqual({ events: [1] });
    expect(arrivals).toHaveLength(3);
    const [first, second] = gaps() as [number, number];
    expect(first).toBeGreaterThanOrEqual(BASE_MS - 2);
    expect(second).toBeGreaterThanOrEqual(2 * BASE_MS - 2);
  });

  it('gives up after the last retry with the last status', async () => {
    script = [status(500), status(500), status(500)];
    const error = await client({ maxRetries: 2 })
      .scoreboard(2025)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EspnRequestError);
    expect(error).toMatchObject({ status: 500, attempts: 3 });
    expect((error as Error).message).toMatch(
      /^ESPN request failed after 3 attempts: ESPN answered 500 Internal Server Error/,
    );
    expect(arrivals).toHaveLength(3);
  });

  it('waits as long as a 429 Retry-After asks, up to the cap', async () => {
    script = [status(429, { 'retry-after': '1' }), json({ events: [] })];
    await client({ retryBaseMs: 5, retryMaxMs: 300 }).scoreboard(2025);
    // Retry-After: 1 (1 s) capped at 300 ms, far beyond the 5 ms backoff.
    expect(gaps()[0]).toBeGreaterThanOrEqual(298);
  });

  it('retries a dropped connection and a request that outlives its timeout', async () => {
    script = [hangUp, silence, json({ events: [] })];
    expect(await client({ timeoutMs: 100 }).scoreboard(2025)).toEqual({ events: [] });
    expect(arrivals).toHaveLength(3);
    // The second wait includes the silent attempt's 100 ms timeout.
    expect(gaps()[1]).toBeGreaterThanOrEqual(100 + 2 * BASE_MS - 2);
  });

  it('names the timeout when every attempt outlives it', async () => {
    script = [silence, silence];
    await expect(client({ timeoutMs: 50, maxRetries: 1 }).scoreboard(2025)).rejects.toThrow(
      /failed after 2 attempts: timed out after 50 ms/,
    );
  });

  it('does not retry a 403 or a 404', async () => {
    script = [status(403), status(404)];
    await expect(client().leaderboard('1')).rejects.toMatchObject({ status: 403, attempts: 1 });
    await expect(client().leaderboard('2')).rejects.toThrow(/ESPN answered 404 Not Found for/);
    expect(arrivals).toHaveLength(2);
  });
});
