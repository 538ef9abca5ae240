import { CHAT_RATE_LIMIT_MESSAGE } from '@fairway/contract/constants';
import { ApiError, errorMessage } from '../../lib/api';

export const INVALID_MESSAGE_FORMAT = 'Invalid message format';
export const SEND_FAILED = 'Failed to send message. Please try again.';

/** The chat's error texts: 429, 400 with the server's reason, anything else. */
export function sendErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return CHAT_RATE_LIMIT_MESSAGE;
  if (error instanceof ApiError && error.status === 400) {
    return errorMessage(error, INVALID_MESSAGE_FORMAT);
  }
  return SEND_FAILED;
}
