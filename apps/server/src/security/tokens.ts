import { SignJWT, jwtVerify } from 'jose';
import { TokenClaims } from '@fairway/contract';

/** Signs and verifies login tokens: HS256 with `user_id` and `exp` (decisions.md). */
export class TokenService {
  readonly #key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        currentDate: this.now(),
      });
      const claims = TokenClaims.safeParse(payload);
      return claims.success ? claims.data.user_id : null;
    } catch {
      return null;
    }
  }
}
