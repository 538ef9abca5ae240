import { ApiError } from '../../../lib/api';

/**
 * The {message} part of "Failed to ...: {message}" (groups.md section 8): the server's error,
 * the network failure, or a plain fallback when the server sent no text.
 */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError && !error.message.startsWith('HTTP ')) return error.message;
  return 'Something went wrong. Please try again.';
}
