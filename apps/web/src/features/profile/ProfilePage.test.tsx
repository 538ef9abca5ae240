import type { UserProfile } from '@fairway/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, type ApiStubs } from '../../test/helpers';
import { ProfilePage } from './ProfilePage';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast: toastMock }));
const refreshUser = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({
    refreshUser,
    user: { id: 7, email: 'pat@example.com', hasPassword: true, emailVerified: true },
  }),
}));

const PROFILE: UserProfile = {
  id: 7,
  name: 'pat Profile',
  email: 'pat@example.com',
  created_at: '2024-03-05T10:00:00Z',
  emailVerified: true,
  settings: { email_notifications: true, private_profile: false },
  stats: { total_groups: 4, active_groups: 2, tournaments: 9 },
  recent_groups: [
    { id: 11, name: 'Office Pool', member_count: 12, tournament_count: 3 },
    { id: 12, name: 'Sunday Foursome', member_count: 1, tournament_count: 1 },
  ],
};

function renderPage(stubs: ApiStubs = {}) {
  const fetchMock = stubApi({
    'GET /api/user/profile': { body: PROFILE },
    'GET /api/user/preferences': { body: { emailNotifications: true, privateProfile: false } },
    ...stubs,
  });
  renderRoute('/profile', '/profile', <ProfilePage />);
  return fetchMock;
}
const sent = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'PUT' && String(input) === path)
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage', () => {
  it('shows the initial, name, email, member-since year, the four tiles and recent groups', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'pat Profile' })).toBeVisible();
    expect(screen.getByText('P')).toBeInTheDocument();
    expect(screen.getByText('Member since 2024')).toBeVisible();
    const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('Total Groups')).toHaveTextContent('4');
    expect(tile('Active Groups')).toHaveTextContent('2');
    expect(tile('Tournaments')).toHaveTextContent('9');
    expect(tile('Member Since')).toHaveTextContent('2024');
    expect(screen.getByRole('link', { name: 'Office Pool' })).toHaveAttribute('href', '/groups/11');
    expect(screen.getByText('12 members · 3 tournaments')).toBeVisible();
    expect(screen.getByText('Email cannot be changed')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('edits the name with a toast and refreshes the signed-in user', async () => {
    const fetchMock = renderPage({
      'PUT /api/user/profile': { body: { ...PROFILE, name: 'Pat Renamed' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Pat Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Pat Renamed' })).toBeVisible();
    expect(sent(fetchMock, '/api/user/profile')).toEqual([
      { name: 'Pat Renamed', email: 'pat@example.com' },
    ]);
    expect(toastMock.success).toHaveBeenCalledWith('Profile updated successfully!');
    expect(refreshUser).toHaveBeenCalled();
  });

  it("shows the server's refusal when the name cannot be saved", async () => {
    renderPage({ 'PUT /api/user/profile': { status: 400, body: { error: 'Name is required' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Name'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Name is required'));
  });

  it('saves each settings toggle on the server', async () => {
    const fetchMock = renderPage({
      'PUT /api/user/preferences': { body: { emailNotifications: true, privateProfile: true } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    const privateProfile = await screen.findByRole('switch', { name: 'Private profile' });
    expect(privateProfile).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    await userEvent.click(privateProfile);
    await waitFor(() => expect(privateProfile).toBeChecked());
    expect(sent(fetchMock, '/api/user/preferences')).toEqual([{ privateProfile: true }]);
  });

  it('flips a toggle back with the error when the server refuses it', async () => {
    renderPage({
      'PUT /api/user/preferences': { status: 400, body: { error: 'Settings could not be saved' } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    const privateProfile = await screen.findByRole('switch', { name: 'Private profile' });
    await userEvent.click(privateProfile);
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('Settings could not be saved'),
    );
    expect(privateProfile).not.toBeChecked();
  });

  it('opens the tab named in the address (?tab=security)', async () => {
    stubApi({
      'GET /api/user/profile': { body: PROFILE },
      'GET /api/auth/passkey/list': { body: [] },
    });
    renderRoute('/profile', '/profile?tab=security', <ProfilePage />);
    expect(await screen.findByRole('tab', { name: 'Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Sign Out Everywhere' })).toBeVisible();
  });

  it('shows "Error Loading Profile" when the profile fails to load', async () => {
    renderPage({ 'GET /api/user/profile': { status: 500 } });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Error Loading Profile' })).toBeVisible();
    expect(within(panel).getByText('Failed to load profile')).toBeVisible();
    expect(toastMock.error).toHaveBeenCalledWith('Failed to load profile');
  });
});
