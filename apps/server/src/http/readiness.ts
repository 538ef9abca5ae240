import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable';
import type { RateLimits } from '../security/limiter';

/**
 * Load balancers give a readiness check a couple of seconds; a frozen database must make it
 * answer 503 within that, not hang until the statement timeout gives up.
 */
export const READINESS_DEADLINE_MS = 1500;

/** What /readyz says about a part that is degraded without making the instance unready. */
export interface ReadinessDetails {
  rateLimits?: 'per-instance (Redis unavailable)';
}

/**
 * GET /readyz: 200 `{status: "ready"}` when the database answers within the deadline, with
 * `details` naming whatever works in a degraded way meanwhile (the rate limits while Redis is
 * away: the app works, each instance counts on its own); 503 `{error}` otherwise.
 */
export function registerReadiness(
  app: FastifyInstance,
  deps: { database: Database; limits: RateLimits },
): void {
  app.get(
    '/readyz',
    { config: { public: true }, schema: { hide: true } },
    async (_request, reply) => {
      try {
        await withinDeadline(deps.database.db.execute(sql`select 1`), READINESS_DEADLINE_MS);
      } catch {
        return reply
          .status(503)
          .header('Retry-After', '5')
          .send({ error: DATABASE_UNAVAILABLE_MESSAGE });
      }
      const details: ReadinessDetails = {};
      if (deps.limits.perInstanceFallback) details.rateLimits = 'per-instance (Redis unavailable)';
      return Object.keys(details).length > 0 ? { status: 'ready', details } : { status: 'ready' };
    },
  );
}

/** `work`, or a rejection once `ms` have passed (the work itself runs on to its own timeout). */
function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
