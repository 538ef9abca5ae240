import { STATUS_CODES } from 'node:http';
import type { RetryContext } from 'p-retry';
import pRetry from 'p-retry';
import { ESPN_URL_DEFAULTS } from '../../config';
/**
 * HTTP access to ESPN's public golf JSON: browser-like headers, a timeout per attempt, and
 * retries with exponential backoff (p-retry) on network errors, timeouts, 429 and 5xx. Other
 * 4xx answers fail at once. `fetch` is injectable so tests need not touch the network.
 */

/** ESPN has answered 403 to clients without a browser-like User-Agent. */
export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/131.0.0.0 Safari/537.36';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface EspnClientOptions {
  /** Season schedule; `dates=YYYY` is added. */
  scoreboardUrl?: string;
  /** Leaderboard; `event={id}` is added (other query parameters, e.g. league=pga, are kept). */
  leaderboardUrl?: string;
  userAgent?: string;
  /** Per attempt, including reading the body. Default 15 s. */
  timeoutMs?: number;
  /** Retries after the first attempt. Default 3. */
  maxRetries?: number;
  /** First backoff delay, doubled on each retry. Default 1 s. */
  retryBaseMs?: number;
  /** Cap on any one delay, including a server's Retry-After. Default 30 s. */
  retryMaxMs?: number;
  fetch?: FetchLike;
}

/** A request to ESPN that failed for good (after any retries). */
export class EspnRequestError extends Error {
  override readonly name = 'EspnRequestError';

  constructor(
    message: string,
    /** The last HTTP status, or null for a network error or timeout. */
    readonly status: number | null,
    readonly url: string,
    readonly attempts: number,
  ) {
    super(message);
  }
}

/** What one attempt ended with when it may be tried again. */
class RetryableFailure extends Error {
  constructor(
    readonly reason: string,
    readonly status: number | null,
    readonly retryAfterMs: number | null,
  ) {
    super(reason);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class EspnClient {
  readonly scoreboardUrl: string;
  readonly leaderboardUrl: string;
  readonly userAgent: string;
  readonly #timeoutMs: number;
  readonly #maxRetries: number;
  readonly #retryBaseMs: number;
  readonly #retryMaxMs: number;
  readonly #fetch: FetchLike;

  constructor(options: EspnClientOptions = {}) {
    this.scoreboardUrl = options.scoreboardUrl ?? ESPN_URL_DEFAULTS.scoreboardUrl;
    this.leaderboardUrl = options.leaderboardUrl ?? ESPN_URL_DEFAULTS.leaderboardUrl;
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.#timeoutMs = options.timeoutMs ?? 15_000;
    this.#maxRetries = Math.max(0, options.maxRetries ?? 3);
    this.#retryBaseMs = options.retryBaseMs ?? 1_000;
    this.#retryMaxMs = options.retryMaxMs ?? 30_000;
    this.#fetch = options.fetch ?? ((url, init) => fetch(url, init));
  }

  /** The season's scoreboard (schedule) for a year. */
  scoreboard(year: number): Promise<unknown> {
    return this.getJson(withParam(this.scoreboardUrl, 'dates', String(year)));
  }

  /** This week's scoreboard (no `dates`): the events in play now, with their competitors. */
  currentScoreboard(): Promise<unknown> {
    return this.getJson(this.scoreboardUrl);
  }

  /** One event's leaderboard. */
  leaderboard(eventId: string): Promise<unknown> {
    return this.getJson(withParam(this.leaderboardUrl, 'event', eventId));
  }

  /** GETs a URL and parses its JSON body, retrying transient failures. */
  async getJson(url: string): Promise<unknown> {
    let attempts = 0;
    try {
      return await pRetry(
        (attempt) => {
          attempts = attempt;
          return this.#attempt(url, attempt);
        },
        {
          retries: this.#maxRetries,
          // Backoff before retry n: base x 2^(n-1), capped.
          factor: 2,
          minTimeout: this.#retryBaseMs,
          maxTimeout: this.#retryMaxMs,
          randomize: false,
          // Anything else (an EspnRequestError: 4xx, a body that is not JSON) fails at once.
          shouldRetry: ({ error }) => error instanceof RetryableFailure,
          onFailedAttempt: (context) => this.#honourRetryAfter(context),
        },
      );
    } catch (error) {
      if (!(error instanceof RetryableFailure)) throw error;
      throw new EspnRequestError(
        `ESPN request failed after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${error.reason} (${url})`,
        error.status,
        url,
        attempts,
      );
    }
  }

  /**
   * p-retry's backoff knows nothing of Retry-After: when a 429 or 5xx asks for a longer wait
   * than the coming backoff, the difference (up to the cap) is waited here, before p-retry's
   * own delay, so the whole wait is the longer of the two.
   */
  async #honourRetryAfter({ error, retriesLeft, retriesConsumed }: RetryContext): Promise<void> {
    if (!(error instanceof RetryableFailure) || error.retryAfterMs === null || retriesLeft === 0)
      return;
    const backoff = Math.min(this.#retryMaxMs, this.#retryBaseMs * 2 ** retriesConsumed);
    const extra = Math.min(this.#retryMaxMs, error.retryAfterMs) - backoff;
    if (extra > 0) await wait(extra);
  }

  async #attempt(url: string, attempt: number): Promise<unknown> {
    let response: Response;
    try {
      response = await this.#fetch(url, {
        method: 'GET',
        headers: {
          'User-Agent': this.userAgent,
          Accept: 'application/json, text/plain, */*',
          'Accept-Language': 'en-US,en;q=0.9',
        },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      throw new RetryableFailure(this.#networkReason(error), null, null);
    }

    if (!response.ok) {
      await discardBody(response);
      const status = response.status;
      // HTTP/2 answers carry no reason phrase: the standard one keeps log lines readable.
      const reason = response.statusText || STATUS_CODES[status];
      const label = `${status}${reason ? ` ${reason}` : ''}`;
      if (status === 429 || status >= 500)
        throw new RetryableFailure(
          `ESPN answered ${label}`,
          status,
          retryAfterMs(response.headers.get('retry-after')),
        );
      if (status === 403)
        throw new EspnRequestError(
          `ESPN refused the request (${label}) for ${url}. ESPN answers 403 to clients without a ` +
            `browser-like User-Agent: check the espn userAgent option (sent "${this.userAgent}").`,
          status,
          url,
          attempt,
        );
      throw new EspnRequestError(`ESPN answered ${label} for ${url}`, status, url, attempt);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new RetryableFailure(this.#networkReason(error), null, null);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new EspnRequestError(
        `ESPN answered ${url} with a body that is not JSON (${text.slice(0, 60).replace(/\s+/g, ' ')}...)`,
        response.status,
        url,
        attempt,
      );
    }
  }

  #networkReason(error: unknown): string {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      return `timed out after ${this.#timeoutMs} ms`;
    const message = error instanceof Error ? error.message : String(error);
    const cause =
      error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `network error: ${message}${cause}`;
  }
}

function withParam(base: string, name: string, value: string): string {
  const url = new URL(base);
  url.searchParams.set(name, value);
  return url.toString();
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

async function discardBody(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Nothing to release.
  }
}
