import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { TokenService } from '../security/tokens';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes are private by default; a route opts out with `config: { public: true }`. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user's id, or null on public routes without a valid token. */
    userId: number | null;
  }
}

const USER_CACHE_MS = 30_000;

/** Where API routes live: /api, and the group payment-info paths the spec also shows without it. */
const API_PREFIXES = ['/api/', '/admin/groups/'];

/**
 * Secure by default: every API route needs a valid bearer token unless it is marked public.
 * On public routes a valid token is still read, so they can tailor their answer.
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService },
): void {
  // Tokens outlive deleted accounts; a short cache keeps the existence check off the hot path.
  const knownUsers = new Map<number, number>();
  const userExists = async (userId: number): Promise<boolean> => {
    const cachedAt = knownUsers.get(userId);
    if (cachedAt !== undefined && Date.now() - cachedAt < USER_CACHE_MS) return true;
    const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!row) return false;
    knownUsers.set(userId, Date.now());
    return true;
  };

  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request) => {
    if (!API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    const isPublic = request.routeOptions.config?.public === true;
    const userId = await readBearerUser(request, deps.tokens);
    if (userId !== null && (await userExists(userId))) {
      request.userId = userId;
      return;
    }
    if (!isPublic && request.is404 !== true)
      throw unauthorized(userId === null ? 'Authentication required' : 'User no longer exists');
  });
}

async function readBearerUser(
  request: FastifyRequest,
  tokens: TokenService,
): Promise<number | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ? tokens.verify(match[1]) : null;
}

/** The signed-in user's id on a private route (the hook has already refused anonymous calls). */
export function requireUserId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized();
  return request.userId;
}
