import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors';

/**
 * Named counters for the app's rate limits. In memory for one process; in Redis when
 * REDIS_URL is set, so several instances share the counts.
 */
export class RateLimits {
  readonly #redis: Redis | undefined;
  readonly #limiters = new Map<string, RateLimiterAbstract>();

  private constructor(redis: Redis | undefined) {
    this.#redis = redis;
    this.#redis?.on('error', () => undefined);
  }

  /** Counters in Redis when a URL is given (its client loaded only then), else in memory. */
  static async connect(redisUrl?: string): Promise<RateLimits> {
    if (!redisUrl) return new RateLimits(undefined);
    const { Redis } = await import('ioredis');
    return new RateLimits(
      new Redis(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      }),
    );
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
    return new Limiter(limiter, points);
  }

  async close(): Promise<void> {
    this.#redis?.disconnect();
  }
}

export class Limiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly points: number,
  ) {}

  /** Counts one event; throws a 429 with `message` once the key is over its budget. */
  async consume(key: string, message?: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(message);
      throw error;
    }
  }

  /** Throws a 429 if the key has already used its budget, without counting. */
  async assertNotBlocked(key: string, message?: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.points) throw tooManyRequests(message);
  }

  /** Counts one event without throwing (e.g. a failed login). */
  async penalize(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
