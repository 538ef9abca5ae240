import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../test/app-config';
import { renderRoute, stubApi } from '../../test/helpers';
import { VerifyEmailBanner } from './VerifyEmailBanner';

const auth = vi.hoisted(() => ({
  user: null as null | { email: string; emailVerified: boolean },
  isAuthenticated: true,
}));
vi.mock('../../lib/auth/AuthProvider', () => ({ useAuth: () => auth }));

const withConfig = (stubs = {}) => stubApi({ 'GET /api/config': { body: appConfig() }, ...stubs });

afterEach(() => vi.unstubAllGlobals());

describe('the verification banner', () => {
  it('reminds an unverified user quietly, and not a verified one', async () => {
    withConfig({});
    auth.user = { email: 'new@example.com', emailVerified: false };
    const { unmount } = renderRoute('/', '/', <VerifyEmailBanner />);
    expect(await screen.findByText(/Please confirm your email/)).toHaveTextContent(
      'new@example.com',
    );
    unmount();
    auth.user = { email: 'new@example.com', emailVerified: true };
    renderRoute('/', '/', <VerifyEmailBanner />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/Please confirm your email/)).toBeNull();
  });
});
