import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../test/app-config';
import { renderRoute, stubApi } from '../../test/helpers';
import { VerifyEmailReminder } from './VerifyEmailReminder';

const auth = vi.hoisted(() => ({
  user: null as null | { email: string; emailVerified: boolean },
  isAuthenticated: true,
}));
vi.mock('../../lib/auth/AuthProvider', () => ({ useAuth: () => auth }));

const withConfig = (stubs = {}) => stubApi({ 'GET /api/config': { body: appConfig() }, ...stubs });

afterEach(() => vi.unstubAllGlobals());

describe('the verification reminder', () => {
  it('reminds an unverified user quietly, and not a verified one', async () => {
    withConfig({});
    auth.user = { email: 'new@example.com', emailVerified: false };
    const { unmount } = renderRoute('/', '/', <VerifyEmailReminder />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm your email' }));
    expect(dialog.getByText(/Please confirm your email/)).toHaveTextContent('new@example.com');
    expect(dialog.getByRole('button', { name: /Resend/ })).toBeInTheDocument();
    expect(dialog.getByText(/reminders and results reach you here in the app/)).toBeVisible();
    unmount();
    auth.user = { email: 'new@example.com', emailVerified: true };
    renderRoute('/', '/', <VerifyEmailReminder />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Confirm email' })).toBeNull();
  });
});
