/**
 * Login token checks done in the browser (docs/rules.md, "Accounts and sign-in"). The server
 * verifies the signature; here we only read the payload to spot missing, malformed or expired
 * tokens.
 */
import { decodeJwt } from 'jose';

export const TOKEN_STORAGE_KEY = 'auth_token';

export type TokenPayload = { user_id?: unknown; exp?: unknown; [claim: string]: unknown };

/** The token's claims, or null when it is not a compact JWT with a JSON object payload. */
export function decodeTokenPayload(token: string): TokenPayload | null {
  try {
    // Reads the payload only (no signature check): jose's decoder handles base64url and UTF-8.
    return decodeJwt(token);
  } catch {
    return null;
  }
}

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Unusable when missing, unparsable, without exp, or expired (compared in seconds). */
export function isTokenUsable(token: string | null | undefined, now = new Date()): token is string {
  if (!token) return false;
  const payload = decodeTokenPayload(token);
  if (!payload || typeof payload.exp !== 'number') return false;
  return payload.exp >= nowSeconds(now);
}

/** A well-formed token whose expiry has passed (rather than one that was never usable). */
export function isTokenExpired(token: string, now = new Date()): boolean {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' && exp < nowSeconds(now);
}

/** For logging in with a token: it must also name the user. */
export function isTokenUsableForLogin(
  token: string | null | undefined,
  now = new Date(),
): token is string {
  if (!isTokenUsable(token, now)) return false;
  return typeof decodeTokenPayload(token)!.user_id === 'number';
}

export interface TokenAnalysis {
  valid: boolean;
  message: string;
  payload: TokenPayload | null;
  expiresAt?: Date;
  /** "45 minutes" when an hour or less is left, otherwise "5 hours 12 minutes". */
  timeRemaining?: string;
}

export function analyzeToken(token: string, now = new Date()): TokenAnalysis {
  const payload = decodeTokenPayload(token);
  if (!payload) return { valid: false, message: 'Invalid token format', payload: null };
  if (typeof payload.exp !== 'number')
    return { valid: false, message: 'Token has no expiration claim', payload };
  const expiresAt = new Date(payload.exp * 1000);
  if (payload.exp < nowSeconds(now))
    return {
      valid: false,
      message: `Token expired at ${expiresAt.toLocaleString()}`,
      payload,
      expiresAt,
    };
  return {
    valid: true,
    message: 'Token is valid',
    payload,
    expiresAt,
    timeRemaining: formatRemaining(payload.exp - nowSeconds(now)),
  };
}

function formatRemaining(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes <= 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours} hour${hours === 1 ? '' : 's'} ${rest} minute${rest === 1 ? '' : 's'}`;
}
