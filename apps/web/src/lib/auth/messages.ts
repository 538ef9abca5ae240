/** The session messages (docs/rules.md, "Accounts and sign-in"), word for word. */
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const AUTH_FAILED = 'Authentication failed. Please try again.';
export const AUTH_NETWORK_FAILURE =
  'Unable to verify authentication. Please check your connection.';
export const INVALID_TOKEN_PROVIDED = 'Invalid or expired token provided';
