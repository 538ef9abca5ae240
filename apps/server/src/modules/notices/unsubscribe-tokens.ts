import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'fairway:unsubscribe';

/**
 * The token in every reminder's and result's unsubscribe link: says whose email notifications
 * to turn off, signed (HS256, the login token's key under its own audience, so neither stands in
 * for the other). It does not expire: an old email's link must still work.
 */
export class UnsubscribeTokens {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  issue(userId: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setSubject(String(userId))
      .sign(this.#key);
  }

  /** The user id, or null when the token is altered, not ours or malformed. */
  async userOf(token: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
      });
      const userId = Number(payload.sub);
      return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
    } catch {
      return null;
    }
  }
}
