import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

export const PASSKEY_UNSUPPORTED =
  "Your browser doesn't support passkeys. Please use a modern browser.";

/** Passkeys need WebAuthn, which browsers only offer in a secure context (https or localhost). */
export const browserSupportsPasskeys = () =>
  typeof window !== 'undefined' && window.isSecureContext && browserSupportsWebAuthn();

const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg\//],
  ['Firefox', /Firefox\//],
  ['Chrome', /Chrom(e|ium)\//],
  ['Safari', /Safari\//],
];
const SYSTEMS: [string, RegExp][] = [
  ['iPhone', /iPhone|iPad/],
  ['Android', /Android/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];
const firstMatch = (list: [string, RegExp][], text: string) =>
  list.find(([, pattern]) => pattern.test(text))?.[0];

/**
 * A label telling the user's passkeys apart in their list ("Chrome on Linux"), from the browser
 * that made it. Order matters: Edge and Chrome also say "Safari", Android also says "Linux".
 */
export function passkeyName(userAgent = navigator.userAgent): string {
  const browser = firstMatch(BROWSERS, userAgent) ?? 'Browser';
  return `${browser} on ${firstMatch(SYSTEMS, userAgent) ?? 'this device'}`;
}
