import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/unavailable';

/**
 * Load balancers give a readiness check a couple of seconds; a frozen database must make it
 * answer 503 within that, not hang until the statement timeout gives up.
 */
export const READINESS_DEADLINE_MS = 1500;

/** GET /readyz: 200 `{status: "ready"}` when the database answers within the deadline, else 503 `{error}`. */
export function registerReadiness(
  app: FastifyInstance,
  deps: { database: Database },
): void {
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await withinDeadline(deps.database.db.execute(sql`select 1`), READINESS_DEADLINE_MS);
    } catch {
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
    return { status: 'ready' };
  });
}

/** `work`, or a rejection once `ms` have passed (the work itself runs on to its own timeout). */
function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
