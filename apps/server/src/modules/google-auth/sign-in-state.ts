import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';

/**
 * What the Google callback must see again, kept in the browser between the two requests: the
 * state and nonce it expects, the PKCE verifier, and where to go afterwards. Signed (HS256, the
 * login token's key under its own audience, so neither can stand in for the other) and short-lived.
 */
const SignInState = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirect: z.string(),
});
export type SignInState = z.infer<typeof SignInState>;

const AUDIENCE = 'fairway:google-sign-in';
export const SIGN_IN_STATE_TTL_SECONDS = 10 * 60;

export class SignInStateSealer {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  seal(value: SignInState): Promise<string> {
    return new SignJWT(value)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${SIGN_IN_STATE_TTL_SECONDS}s`)
      .sign(this.#key);
  }

  /** The state, or null when it is missing, expired, altered or not ours. */
  async open(sealed: string | undefined): Promise<SignInState | null> {
    if (!sealed) return null;
    try {
      const { payload } = await jwtVerify(sealed, this.#key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
      });
      const parsed = SignInState.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}

/** Only a path on this site: "/groups/3?tab=x" yes; "//evil.example", "https://..." no. */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters could smuggle a different target past a browser's URL parser.
  if ([...value].some((character) => character < ' ' || character === '\u007f')) return '/';
  return value;
}
