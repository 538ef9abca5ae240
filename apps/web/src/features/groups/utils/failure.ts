import { ApiError, NETWORK_ERROR_STATUS, hasServerMessage } from '../../../lib/api';

/**
 * The {message} part of "Failed to ...: {message}" (docs/rules.md, "Screens"): the server's error,
 * the network failure, or the screen's fallback when the server sent no text.
 */
export function failureReason(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (hasServerMessage(error)) return error.message;
  if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS) return error.message;
  return fallback;
}
