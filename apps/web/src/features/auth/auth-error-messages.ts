/** /auth/error texts by the `message` query parameter (docs/rules.md, "Google sign-in"). */
const messages: Record<string, string> = {
  oauth_failed: 'Google authentication failed. Please try again.',
  token_expired: 'Your session has expired. Please log in again.',
  callback_error: 'There was an error during authentication. Please try again.',
  processing_error: 'There was an error processing your login. Please try again.',
  // Not in the spec: someone opened /api/auth/google on a server without a Google client.
  google_not_configured: 'Sign-in with Google is not configured on this server.',
};

export const authErrorMessage = (code: string | null) =>
  code && Object.hasOwn(messages, code)
    ? messages[code]!
    : 'An authentication error occurred. Please try again.';
