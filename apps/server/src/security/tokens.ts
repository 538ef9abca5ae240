import { SignJWT, jwtVerify } from 'jose';
import { TokenClaims } from '@fairway/contract';

/** Above this many remembered tokens the memory is emptied and fills again as people return. */
const VERIFIED_TOKENS_KEPT = 50_000;

/** Signs and verifies login tokens: HS256 with `user_id` and `exp` (decisions.md). */
export class TokenService {
  readonly #key: Uint8Array;
  /**
   * Tokens that verified, with their user and expiry. Checking the signature costs about
   * 110 µs, more than all the rest of a cached standings request, and every request carries
   * the same token again. Only valid tokens are kept, so junk cannot fill it; a remembered
   * token still stops working at its expiry.
   */
  readonly #verified = new Map<string, { userId: number; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  async issue(userId: number): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ user_id: userId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.#key);
  }

  /** The user id of a valid token, or null for anything expired, forged or malformed. */
  async verify(token: string): Promise<number | null> {
    const now = this.now();
    const known = this.#verified.get(token);
    if (known) return known.expiresAt > now.getTime() / 1000 ? known.userId : null;
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      const claims = TokenClaims.safeParse(payload);
      if (!claims.success) return null;
      if (this.#verified.size >= VERIFIED_TOKENS_KEPT) this.#verified.clear();
      this.#verified.set(token, { userId: claims.data.user_id, expiresAt: claims.data.exp });
      return claims.data.user_id;
    } catch {
      return null;
    }
  }
}
