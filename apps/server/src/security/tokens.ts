import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { TokenClaims } from '@fairway/contract';

/** A verified login token: whose it is, from which session epoch, when issued and until when. */
export interface TokenSession {
  userId: number;
  sessionEpoch: number;
  /** Seconds since the epoch, as in the token. */
  issuedAt: number;
  expiresAt: number;
}

/** How many verified tokens are remembered (least recently used go first). */
const VERIFIED_TOKENS_KEPT = 50_000;

/**
 * Signs and verifies login tokens: HS256 with `user_id`, `iat`, `exp` and `sv`, the session
 * epoch they belong to (docs/rules.md "Accounts"). Whether that epoch is still current is the
 * sessions' business (security/sessions.ts); this only checks the signature and expiry.
 */
export class TokenService {
  readonly #key: Uint8Array;
  /**
   * Tokens that verified. Checking the signature costs more than all the rest of a cached
   * standings request (docs/performance.md), and every request carries the same token again.
   * Only valid tokens are kept, so junk cannot fill it; a remembered token still stops at its
   * expiry. Not a live view: keyed by the token itself, which no change makes wrong (whether its
   * session still stands is the sessions' check), below the areas.
   */
  readonly #verified = new LRUCache<string, TokenSession>({ max: VERIFIED_TOKENS_KEPT });

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  async issue(userId: number, sessionEpoch: number): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ user_id: userId, sv: sessionEpoch })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.#key);
  }

  /** The session of a valid token, or null for anything expired, forged or malformed. */
  async verify(token: string): Promise<TokenSession | null> {
    const now = this.now();
    const known = this.#verified.get(token);
    if (known) return known.expiresAt > now.getTime() / 1000 ? known : null;
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      const claims = TokenClaims.safeParse(payload);
      if (!claims.success) return null;
      const session: TokenSession = {
        userId: claims.data.user_id,
        sessionEpoch: claims.data.sv ?? 0,
        issuedAt: claims.data.iat ?? 0,
        expiresAt: claims.data.exp,
      };
      this.#verified.set(token, session);
      return session;
    } catch {
      return null;
    }
  }
}
