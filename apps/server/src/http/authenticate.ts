import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sessions } from '../security/sessions';
import type { TokenSession } from '../security/tokens';
import { notSignedIn } from '../lib/domain-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes are private by default; a route opts out with `config: { public: true }`. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user's id, or null on public routes without a valid token. */
    userId: number | null;
    /** The session of the request's token (when it was issued, until when), or null. */
    session: TokenSession | null;
  }
}

/**
 * Secure by default: every route needs a valid bearer token unless it declares itself public.
 * The decision is taken on the route the router matched (its declaration), never on the URL
 * as sent, so an encoded or oddly written path that reaches a private route is still refused.
 * Unknown paths go to the not-found handler. On public routes a valid token is still read, so
 * they can tailor their answer.
 */
export function registerAuthentication(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const isPublic = request.routeOptions.config?.public === true;
    const token = bearerToken(request);
    const session = token ? await sessions.authenticate(token) : null;
    if (session) {
      request.userId = session.userId;
      request.session = session;
      return;
    }
    if (!isPublic) throw notSignedIn('Authentication required');
  });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
}

/** The signed-in user's id on a private route (the hook has already refused anonymous calls). */
export function requireUserId(request: FastifyRequest): number {
  if (request.userId === null) throw notSignedIn();
  return request.userId;
}

/** The signed-in session on a private route. */
export function requireSession(request: FastifyRequest): TokenSession {
  if (request.session === null) throw notSignedIn();
  return request.session;
}

/**
 * Registers a plugin whose every route is public (static files, the API docs): the routes it
 * adds while it loads are declared public, as if each said so itself.
 */
export async function registerPublicPlugin(
  app: FastifyInstance,
  register: () => PromiseLike<unknown>,
): Promise<void> {
  let loading = true;
  app.addHook('onRoute', (route) => {
    if (loading) route.config = { ...(route.config as object), public: true };
  });
  try {
    await register();
  } finally {
    loading = false;
  }
}
