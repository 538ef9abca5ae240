import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_SIGN_IN_REQUIRED } from '@fairway/contract';
import { currentPath, renderRoute, stubApi, type ApiStubs } from '../../../../test/helpers';
import { SecurityTab } from '../SecurityTab';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../../lib/toast', () => ({ toast: toastMock }));
const auth = vi.hoisted(() => ({
  user: { id: 7, email: 'pat@example.com', hasPassword: true, emailVerified: true },
  loginWithToken: vi.fn(async () => undefined),
  logout: vi.fn(),
}));
vi.mock('../../../../lib/auth/AuthProvider', () => ({ useAuth: () => auth }));

function renderTab(stubs: ApiStubs = {}) {
  const fetchMock = stubApi({ 'GET /api/auth/passkey/list': { body: [] }, ...stubs });
  renderRoute('/profile', '/profile', <SecurityTab />);
  return fetchMock;
}
const bodiesSent = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && String(input) === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));

beforeEach(() => {
  vi.clearAllMocks();
  auth.user = { id: 7, email: 'pat@example.com', hasPassword: true, emailVerified: true };
});
afterEach(() => vi.unstubAllGlobals());

describe('the Security tab', () => {
  it('Request Password Reset mails the signed-in user a link and says so in an alert', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const fetchMock = renderTab({
      'POST /api/auth/forgot-password': { status: 202, body: { message: 'sent' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Request Password Reset' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'We sent a password reset link to pat@example.com. It works for 1 hour.',
      ),
    );
    expect(bodiesSent(fetchMock, 'POST', '/api/auth/forgot-password')).toEqual([
      { email: 'pat@example.com' },
    ]);
  });

  it('changes the password and keeps this session with the token it answers', async () => {
    const fetchMock = renderTab({
      'POST /api/auth/change-password': { body: { token: 'new.session.token' } },
    });
    await userEvent.type(screen.getByLabelText('Current Password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(bodiesSent(fetchMock, 'POST', '/api/auth/change-password')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(/Your password was changed/)).toBeVisible();
    expect(auth.loginWithToken).toHaveBeenCalledWith('new.session.token');
    expect(bodiesSent(fetchMock, 'POST', '/api/auth/change-password')).toEqual([
      { currentPassword: 'old-password', newPassword: 'new-password-1' },
    ]);
  });

  it("shows the server's refusal of a wrong current password", async () => {
    renderTab({
      'POST /api/auth/change-password': {
        status: 400,
        body: { error: 'Current password is incorrect' },
      },
    });
    await userEvent.type(screen.getByLabelText('Current Password'), 'not-it');
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeVisible();
    expect(auth.loginWithToken).not.toHaveBeenCalled();
  });

  it('offers no change form to an account without a password', () => {
    auth.user = { ...auth.user, hasPassword: false };
    renderTab();
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    expect(screen.getByText(/You sign in with Google or a passkey/)).toBeVisible();
  });

  it('signs out everywhere after confirming, and lands on the sign-in page', async () => {
    const fetchMock = renderTab({ 'POST /api/auth/sign-out-everywhere': { status: 204 } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Out Everywhere' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(auth.logout).toHaveBeenCalled();
    expect(bodiesSent(fetchMock, 'POST', '/api/auth/sign-out-everywhere')).toHaveLength(1);
  });

  it('deletes the account with the password, then signs out and goes home', async () => {
    const fetchMock = renderTab({ 'DELETE /api/user/account': { status: 204 } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(auth.logout).toHaveBeenCalled();
    expect(toastMock.success).toHaveBeenCalledWith('Your account was deleted.');
    expect(bodiesSent(fetchMock, 'DELETE', '/api/user/account')).toEqual([
      { password: 'my-password' },
    ]);
  });

  it("shows why deletion was refused, and offers a fresh sign-in when that is what's needed", async () => {
    auth.user = { ...auth.user, hasPassword: false };
    renderTab({
      'DELETE /api/user/account': { status: 403, body: { error: RECENT_SIGN_IN_REQUIRED } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RECENT_SIGN_IN_REQUIRED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In Again' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(auth.logout).toHaveBeenCalled();
  });
});
