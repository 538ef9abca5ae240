export const PASSKEY_UNSUPPORTED =
  "Your browser doesn't support passkeys. Please use a modern browser.";

/** Passkeys need WebAuthn (PublicKeyCredential) in a secure context. */
export const browserSupportsPasskeys = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  typeof window.PublicKeyCredential === 'function';
