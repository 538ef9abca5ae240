import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../test/app-config';
import { currentPath, renderRoute, stubApi, type ApiStubs } from '../../test/helpers';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

/**
 * Coming from an invite link, every way of signing in (password, passkey, Google) and
 * registering leads back to the join page, and the screens name the group.
 */
const auth = vi.hoisted(() => ({
  isAuthenticated: false,
  error: null,
  notice: null,
  // Signing in makes the session current, as the real provider does.
  loginWithToken: vi.fn(async () => {
    auth.isAuthenticated = true;
  }),
}));
vi.mock('../../lib/auth/AuthProvider', () => ({ useAuth: () => auth }));
// The browser's passkey ceremony is replaced (as in the passkeys feature's own tests); the
// server's side of it is stubbed below like every other call.
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  browserSupportsWebAuthn: () => true,
  startAuthentication: vi.fn(async () => ({ id: 'cred-1', type: 'public-key', response: {} })),
}));

const JOIN_PATH = '/groups/join/ABCD2345';
const withInvite = (stubs: ApiStubs = {}) =>
  stubApi({
    'GET /api/config': { body: appConfig({ googleSignIn: true }) },
    'GET /api/pool-groups/invite/ABCD2345': { body: { name: 'Links Crew', memberCount: 4 } },
    ...stubs,
  });
const fromInvite = (screenPath: string) =>
  `${screenPath}?redirect=${encodeURIComponent(JOIN_PATH)}`;

beforeEach(() => {
  vi.clearAllMocks();
  auth.isAuthenticated = false;
  vi.stubGlobal('isSecureContext', true);
});
afterEach(() => vi.unstubAllGlobals());

describe('/login from an invite link', () => {
  it('names the group and keeps the way back on the link to registration', async () => {
    withInvite();
    renderRoute('/login', fromInvite('/login'), <LoginPage />);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to join Links Crew' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      fromInvite('/register'),
    );
  });

  it('returns to the join page after a password sign-in', async () => {
    withInvite({ 'POST /api/auth/login': { body: { token: 'password.session.token' } } });
    renderRoute('/login', fromInvite('/login'), <LoginPage />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentPath()).toBe(JOIN_PATH));
    expect(auth.loginWithToken).toHaveBeenCalledWith('password.session.token');
  });

  it('returns to the join page after a passkey sign-in', async () => {
    withInvite({
      'POST /api/auth/passkey/authenticate/options': { body: { challenge: 'Y2hhbGxlbmdl' } },
      'POST /api/auth/passkey/authenticate/verify': { body: { token: 'passkey.session.token' } },
    });
    renderRoute('/login', fromInvite('/login'), <LoginPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Passkey' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Passkey' }));
    await waitFor(() => expect(currentPath()).toBe(JOIN_PATH));
    expect(auth.loginWithToken).toHaveBeenCalledWith('passkey.session.token');
  });

  it('sends the join page through Google as the redirect the callback comes back to', async () => {
    withInvite();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoute('/login', fromInvite('/login'), <LoginPage />);
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await userEvent.click(google);
    const started = new URL(String(assign.mock.calls[0]![0]), 'http://localhost');
    expect(started.pathname).toBe('/api/auth/google');
    expect(started.searchParams.get('redirect')).toBe(JOIN_PATH);
  });

  it('ignores a redirect to another site', async () => {
    withInvite({ 'POST /api/auth/login': { body: { token: 'password.session.token' } } });
    renderRoute('/login', '/login?redirect=%2F%2Fevil.example', <LoginPage />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});

describe('/register from an invite link', () => {
  it('names the group, and after the passkey step goes to the join page', async () => {
    withInvite({
      'POST /api/auth/register': { status: 201, body: { token: 'new.session.token' } },
    });
    renderRoute('/register', fromInvite('/register'), <RegisterPage />);
    expect(await screen.findByText('Create your account to join Links Crew.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      fromInvite('/login'),
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Pat');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(currentPath()).toBe(JOIN_PATH));
  });
});
