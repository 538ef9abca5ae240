import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { sendErrorMessage } from './send-error';

describe('sendErrorMessage', () => {
  it('uses the spec texts for 429, 400 and everything else', () => {
    expect(sendErrorMessage(new ApiError('Too many', 429))).toBe(
      'Rate limit exceeded. Please wait before sending more messages.',
    );
    expect(sendErrorMessage(new ApiError('Emoji must be one of the chat palette', 400))).toBe(
      'Emoji must be one of the chat palette',
    );
    expect(sendErrorMessage(new ApiError('HTTP 400', 400))).toBe('Invalid message format');
    expect(sendErrorMessage(new ApiError('Forbidden', 403))).toBe(
      'Failed to send message. Please try again.',
    );
    expect(sendErrorMessage(new ApiError('offline', NETWORK_ERROR_STATUS))).toBe(
      'Failed to send message. Please try again.',
    );
  });
});
