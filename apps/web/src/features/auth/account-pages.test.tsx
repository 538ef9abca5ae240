import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LINK_INVALID, PASSWORD_RESET_EMAIL_SENT } from '@fairway/contract';
import { appConfig } from '../../test/app-config';
import { currentPath, renderRoute, stubApi, type ApiStubs } from '../../test/helpers';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { VerifyEmailPage } from './VerifyEmailPage';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast: toastMock }));
const auth = vi.hoisted(() => ({
  user: null as null | { email: string; emailVerified: boolean },
  isAuthenticated: false,
  loginWithToken: vi.fn(async () => undefined),
  refreshUser: vi.fn(async () => undefined),
}));
vi.mock('../../lib/auth/AuthProvider', () => ({ useAuth: () => auth }));

const withConfig = (stubs: ApiStubs, mail = true) =>
  stubApi({ 'GET /api/config': { body: appConfig({ mail }) }, ...stubs });
const bodiesSent = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input) === path)
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

beforeEach(() => {
  vi.clearAllMocks();
  auth.user = null;
  auth.isAuthenticated = false;
});
afterEach(() => vi.unstubAllGlobals());

describe('/forgot-password', () => {
  it('asks for a link and shows the same answer whatever the email', async () => {
    const fetchMock = withConfig({
      'POST /api/auth/forgot-password': {
        status: 202,
        body: { message: PASSWORD_RESET_EMAIL_SENT },
      },
    });
    renderRoute('/forgot-password', '/forgot-password', <ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email'), ' pat@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(PASSWORD_RESET_EMAIL_SENT)).toBeVisible();
    expect(bodiesSent(fetchMock, '/api/auth/forgot-password')).toEqual([
      { email: 'pat@example.com' },
    ]);
  });

  it('says so when the server sends no mail', async () => {
    withConfig({}, false);
    renderRoute('/forgot-password', '/forgot-password', <ForgotPasswordPage />);
    expect(
      await screen.findByText(
        'Email is turned off on this server. Please contact support@fairway.local.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
  });
});

describe('/reset-password', () => {
  it('sets the new password with the link, signs in and goes home', async () => {
    const fetchMock = withConfig({
      'POST /api/auth/reset-password': { body: { token: 'fresh.session.token' } },
    });
    renderRoute('/reset-password', '/reset-password?token=abc123', <ResetPasswordPage />);
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();
    await userEvent.type(screen.getByLabelText('New Password'), '-but-longer');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), '-but-longer');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(auth.loginWithToken).toHaveBeenCalledWith('fresh.session.token');
    expect(bodiesSent(fetchMock, '/api/auth/reset-password')).toEqual([
      { token: 'abc123', password: 'short-but-longer' },
    ]);
  });

  it('offers a new link when this one is dead, and explains a link without its token', async () => {
    withConfig({
      'POST /api/auth/reset-password': { status: 400, body: { error: ACCOUNT_LINK_INVALID } },
    });
    renderRoute('/reset-password', '/reset-password?token=used', <ResetPasswordPage />);
    await userEvent.type(screen.getByLabelText('New Password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(ACCOUNT_LINK_INVALID, { exact: false })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Ask for a new link' })[0]).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('/verify-email', () => {
  it('confirms the email once its owner presses the button, never on opening alone', async () => {
    auth.isAuthenticated = true;
    const fetchMock = withConfig({
      'POST /api/auth/verify-email': { body: { message: 'Your email is verified' } },
    });
    renderRoute('/verify-email', '/verify-email?token=t0k3n', <VerifyEmailPage />, {
      strict: true,
    });
    const button = await screen.findByRole('button', { name: 'Confirm my email' });
    // A mail scanner opening the link sends nothing.
    expect(bodiesSent(fetchMock, '/api/auth/verify-email')).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByText('Your email is verified')).toBeVisible();
    expect(bodiesSent(fetchMock, '/api/auth/verify-email')).toEqual([{ token: 't0k3n' }]);
    expect(auth.refreshUser).toHaveBeenCalled();
  });

  it('explains a dead link and lets a signed-in person ask for a new one', async () => {
    auth.isAuthenticated = true;
    const fetchMock = withConfig({
      'POST /api/auth/verify-email': { status: 400, body: { error: ACCOUNT_LINK_INVALID } },
      'POST /api/auth/resend-verification': {
        status: 202,
        body: { message: 'We sent you a new verification email' },
      },
    });
    renderRoute('/verify-email', '/verify-email?token=old', <VerifyEmailPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByText(ACCOUNT_LINK_INVALID)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('We sent you a new verification email')).toBeVisible();
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/resend-verification'),
    ).toHaveLength(1);
  });
});
