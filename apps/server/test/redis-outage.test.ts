import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { startCuttableProxy, type CuttableProxy } from './tcp-proxy';

/**
 * Redis behind a proxy the test cuts and restores: while it is away the rate limits fall back
 * to this instance's own counters (and still hold), the log says so once, and /readyz says so
 * while staying 200; when it is back the log says so once and the counters are shared again.
 * TEST_REDIS_URL names the Redis server (by default the local one); without one it is skipped.
 */
const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
let reachable = false;
let proxy: CuttableProxy | undefined;
let redis: Redis | undefined;

interface LogLine {
  level: number;
  msg: string;
}
const logLines: LogLine[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) logLines.push(JSON.parse(line) as LogLine);
    done();
  },
});

beforeAll(async () => {
  const target = { host: redisUrl.hostname, port: Number(redisUrl.port || 6379) };
  reachable = await new Promise<boolean>((resolve) => {
    const socket = connect(target.port, target.host, () => {
      resolve(true);
      socket.end();
    });
    socket.on('error', () => resolve(false));
  });
  if (!reachable) return;
  proxy = await startCuttableProxy(target);
  redis = new Redis(redisUrl.toString());
});
const ctx = useTestApp({
  season: false,
  logStream: logDestination,
  env: () => ({
    LOG_LEVEL: 'info',
    // Without a reachable Redis the app still starts (on its own counters); the test skips.
    REDIS_URL: `redis://127.0.0.1:${proxy?.port ?? 1}`,
  }),
});
afterAll(async () => {
  redis?.disconnect();
  await proxy?.close();
});

const WENT_AWAY = 'Redis is unavailable: rate limits are counted per instance until it is back';
const CAME_BACK = 'Redis is back: rate limits are shared between instances again';
const linesSaying = (msg: string) => logLines.filter((line) => line.msg === msg);
const readiness = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json<unknown>() };
};
/**
 * A failed sign-in for `email` from `address`: counted against the email with the address (5 in
 * 15 minutes), the address, and the email alone.
 */
const failSignIn = async (
  email: string,
  address = `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not-the-password' },
      remoteAddress: address,
    })
  ).statusCode;
const freshEmail = () => `nobody-${randomBytes(6).toString('hex')}@example.com`;
const countedInRedis = async (email: string) =>
  (await redis!.exists(`fairway:login-email:${email}`)) === 1;

describe('Redis going away and coming back', () => {
  it('logs each change once, says so on /readyz, and keeps the limits on per-instance counters meanwhile', async ({
    skip,
  }) => {
    skip(!reachable, `no Redis at ${redisUrl.host} (set TEST_REDIS_URL)`);
    // Connected: failures are counted in Redis, and readiness has nothing to add.
    const before = freshEmail();
    await expect.poll(async () => (await failSignIn(before), countedInRedis(before))).toBe(true);
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });

    await proxy!.cut();
    await expect.poll(readiness).toEqual({
      status: 200,
      body: { status: 'ready', details: { rateLimits: 'per-instance (Redis unavailable)' } },
    });
    // Every call meets the missing Redis, and ioredis keeps retrying: still one warning.
    const during = freshEmail();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await failSignIn(during, '10.9.9.9'));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await countedInRedis(during)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(linesSaying(WENT_AWAY)).toEqual([expect.objectContaining({ level: 40 })]);
    expect(linesSaying(CAME_BACK)).toEqual([]);

    await proxy!.restore();
    await expect.poll(readiness, { timeout: 10_000 }).toEqual({
      status: 200,
      body: { status: 'ready' },
    });
    expect(linesSaying(CAME_BACK)).toEqual([expect.objectContaining({ level: 30 })]);
    expect(linesSaying(WENT_AWAY)).toHaveLength(1);
    const after = freshEmail();
    await failSignIn(after);
    expect(await countedInRedis(after)).toBe(true);
  }, 30_000);
});
