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
    return new Limiter(limiter, points);
  }

  async close(): Promise<void> {
    this.#closing = true;
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
      if (error instanceof RateLimiterRes) throw tooManyAttempts(message);
      throw error;
    }
  }

  /** Throws a 429 if the key has already used its budget, without counting. */
  async assertNotBlocked(key: string, message?: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.points) throw tooManyAttempts(message);
  }

  /** Counts one event without throwing (e.g. a failed login). */
  async penalize(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
