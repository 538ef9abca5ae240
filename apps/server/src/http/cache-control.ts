import type { FastifyInstance } from 'fastify';

/** Kept by nobody: neither a shared cache (a proxy, a CDN) nor the browser's own. */
export const NO_STORE = 'private, no-store';

/**
 * Secure by default, as sign-in is: an answer that does not say how it may be cached is never
 * stored, anywhere. Most /api answers hold personal data (the account, the profile, payment
 * handles, notices, a token just issued), and a browser keeps an uncached answer on disk where
 * the next person at a shared computer can find it. Answers that chose their own caching keep
 * it: the web app's files (hashed assets for a year, the page revalidated) and the rendered
 * bodies with an ETag (`private, no-cache`: a signed-in person's dashboard and standings are
 * revalidated with a 304, never kept by a shared cache; the public leaderboard is
 * `public, no-cache`). A route that takes the response over (the event stream) sets its own.
 */
export function registerNoStoreByDefault(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
    done(null, payload);
  });
}
