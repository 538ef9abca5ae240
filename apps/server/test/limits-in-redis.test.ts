import { Redis } from 'ioredis';
import { beforeAll, describe } from 'vitest';
import { useTestApp } from './helpers';
import { limitsHoldUnderBursts } from './limits-under-concurrency';

/**
 * The same bursts with the counters in Redis (REDIS_URL), as several instances share them.
 * TEST_REDIS_URL names the server (the local one by default); without one the file is skipped.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let reachable = false;
beforeAll(async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  reachable = await probe
    .connect()
    .then(() => true)
    .catch(() => false);
  probe.disconnect();
});
const ctx = useTestApp({
  season: false,
  env: (): Record<string, string> => (reachable ? { REDIS_URL: redisUrl } : {}),
});

describe('limits under bursts, counted in Redis', () => {
  limitsHoldUnderBursts(
    () => ctx,
    () => (reachable ? undefined : `no Redis at ${redisUrl} (set TEST_REDIS_URL)`),
  );
});
