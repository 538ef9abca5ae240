import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyAttempts } from '../lib/domain-errors';

/** Where the limiter reports Redis going away and coming back (the app's pino logger). */
export interface RateLimitLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * Named counters for the app's rate limits. In memory for one process; in Redis when
 * REDIS_URL is set, so several instances share the counts. While Redis is unreachable each
 * limiter counts in this process's memory instead (rate-limiter-flexible's insurance
 * limiter): the limits still hold, per instance. That change is logged once each way and
 * shown by /readyz (`perInstanceFallback`).
 */
export class RateLimits {
  readonly #redis: Redis | undefined;
  readonly #limiters = new Map<string, RateLimiterAbstract>();
  /** Unknown until the first connection succeeds or fails. */
  #redisUp: boolean | undefined;
  #closing = false;

  private constructor(redis: Redis | undefined, log: RateLimitLog) {
    this.#redis = redis;
    // ioredis reports every failed reconnection attempt; only the changes are worth a line.
    redis?.on('ready', () => {
      if (this.#redisUp === false)
        log.info('Redis is back: rate limits are shared between instances again');
      this.#redisUp = true;
    });
    const lost = (error?: Error) => {
      if (this.#redisUp === false || this.#closing) return;
      this.#redisUp = false;
      log.warn(
        { err: error },
        'Redis is unavailable: rate limits are counted per instance until it is back',
      );
    };
    redis?.on('error', lost);
    redis?.on('close', () => lost());
  }

  /** Counters in Redis when a URL is given (its client loaded only then), else in memory. */
  static async connect(redisUrl: string | undefined, log: RateLimitLog): Promise<RateLimits> {
    if (!redisUrl) return new RateLimits(undefined, log);
    const { Redis } = await import('ioredis');
    return new RateLimits(
      new Redis(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      }),
      log,
    );
  }

  /**
   * True while REDIS_URL is set but Redis cannot be reached, so every instance counts on its
   * own (N instances allow N times each limit).
   */
  get perInstanceFallback(): boolean {
    return this.#redis !== undefined && this.#redisUp === false;
  }

  /** A limiter allowing `points` events per `durationSeconds` for each key. */
  define(name: string, points: number, durationSeconds: number): Limiter {
    const options = { keyPrefix: `fairway:${name}`, points, duration: durationSeconds };
    const limiter = this.#redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: this.#redis,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    this.#limiters.set(name, limiter);
    return new Limiter(limiter);
  }

  async close(): Promise<void> {
    this.#closing = true;
    this.#redis?.disconnect();
  }
}

/**
 * One limit. Every attempt takes its point *before* the work the limit guards (a password
 * check, a code look-up), in one atomic step in memory and in Redis alike: of a hundred
 * attempts sent at once, no more than the budget get to the work. An attempt that turns out
 * not to count (the right password) gives its point back.
 */
export class Limiter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Takes one point; throws a 429 with `message` when the key is over its budget. */
  async consume(key: string, message?: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyAttempts(message);
      throw error;
    }
  }

  /** Returns a point taken by `consume` (the attempt succeeded, so it does not count). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Forgets every point the key has taken. */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * Takes a point from each limit in turn, for an attempt several limits guard; when one refuses,
 * the points already taken go back (the refused attempt did no work).
 */
export async function consumeEach(
  limits: readonly (readonly [Limiter, string])[],
  message?: string,
): Promise<void> {
  for (const [index, [limiter, key]] of limits.entries()) {
    try {
      await limiter.consume(key, message);
    } catch (error) {
      await Promise.all(
        limits.slice(0, index).map(([taken, takenKey]) => taken.giveBack(takenKey)),
      );
      throw error;
    }
  }
}
