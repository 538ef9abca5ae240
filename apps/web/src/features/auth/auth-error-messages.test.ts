import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-messages';

describe('authErrorMessage', () => {
  it.each([
    ['oauth_failed', 'Google authentication failed. Please try again.'],
    ['token_expired', 'Your session has expired. Please log in again.'],
    ['callback_error', 'There was an error during authentication. Please try again.'],
    ['processing_error', 'There was an error processing your login. Please try again.'],
    ['google_not_configured', 'Sign-in with Google is not configured on this server.'],
    ['anything_else', 'An authentication error occurred. Please try again.'],
    [null, 'An authentication error occurred. Please try again.'],
    ['toString', 'An authentication error occurred. Please try again.'],
  ])('%s -> %s', (code, text) => {
    expect(authErrorMessage(code)).toBe(text);
  });
});
