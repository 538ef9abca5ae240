import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../test/helpers';
import { AuthDiagnosticPage } from './AuthDiagnosticPage';

vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({ loading: false, isAuthenticated: false, user: null, error: null }),
}));
afterEach(() => vi.unstubAllGlobals());

describe('/auth/diagnostic', () => {
  it("shows the base client's error for a failed current-user call", async () => {
    stubApi({ 'GET /api/auth/me': { status: 503, body: {} } });
    renderRoute('/auth/diagnostic', '/auth/diagnostic', <AuthDiagnosticPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Test current-user call' }));
    expect(await screen.findByText(/HTTP error! status: 503/)).toBeVisible();
  });
});
