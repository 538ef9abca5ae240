import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { group } from '../../test/group-fixtures';
import { renderAt, stubFetch, tournament } from '../../test/tournament-helpers';
import { Sidebar } from './Sidebar';

const auth = vi.hoisted(() => ({ isPlatformAdmin: false }));
vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({
    user: { id: auth.isPlatformAdmin ? 1 : 7, name: 'Sam' },
    isAuthenticated: true,
    isPlatformAdmin: auth.isPlatformAdmin,
    logout: vi.fn(),
  }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  auth.isPlatformAdmin = false;
});

const ADMIN_STATUS = '/api/billing/user/admin-status';
const groupAdmin = { body: { is_group_admin: true, admin_group_count: 1 } };
const notGroupAdmin = { body: { is_group_admin: false, admin_group_count: 0 } };

const sevenGroups = Array.from({ length: 7 }, (_, i) =>
  group({ id: i + 1, name: `Group ${i + 1}`, memberCount: i + 2, hasActiveTournament: i === 0 }),
);
const fourLive = Array.from({ length: 4 }, (_, i) =>
  tournament({ id: i + 1, name: `Live Open ${i + 1}`, status: 'active' }),
);

function renderSidebar(
  collapsed: boolean,
  adminStatus: { status?: number; body: unknown } = notGroupAdmin,
) {
  const fetchMock = stubFetch({
    '/api/pool-groups': { body: sevenGroups },
    '/api/tournaments': { body: fourLive },
    [ADMIN_STATUS]: adminStatus,
    '/api/user/payment-info': { body: { hasPaymentInfo: false, paymentInfo: null } },
  });
  renderAt('/', <Sidebar collapsed={collapsed} onToggle={() => undefined} />);
  return fetchMock;
}

/** The main links, in order (the first list of the sidebar). */
const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main' }).querySelector('ul')!)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Sidebar', () => {
  it('lists the first 5 groups with member counts, the active dot, and View all', async () => {
    renderSidebar(false);
    const groups = await screen.findByRole('region', { name: 'Your groups' });
    const links = await within(groups).findAllByRole('link', { name: /Group \d/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/groups/1',
      '/groups/2',
      '/groups/3',
      '/groups/4',
      '/groups/5',
    ]);
    expect(links[0]).toHaveTextContent('tournament in progress');
    expect(links[1]).not.toHaveTextContent('tournament in progress');
    expect(within(groups).getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      '/groups',
    );
  });

  it('shows 3 groups when collapsed', async () => {
    renderSidebar(true);
    const groups = await screen.findByRole('region', { name: 'Your groups' });
    expect(await within(groups).findAllByRole('link', { name: /Group \d/ })).toHaveLength(3);
  });

  it('lists at most 3 live tournaments, each opening its leaderboard', async () => {
    renderSidebar(false);
    const live = await screen.findByRole('region', { name: 'Live tournaments' });
    const links = await within(live).findAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/leaderboard?tournament=1');
  });

  it('shows the Admin link to the platform administrator only', async () => {
    renderSidebar(false);
    await screen.findByRole('region', { name: 'Your groups' });
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    auth.isPlatformAdmin = true;
    renderSidebar(false);
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows Billing to group admins, between Leaderboard and Admin', async () => {
    auth.isPlatformAdmin = true;
    renderSidebar(false, groupAdmin);
    expect(await screen.findByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(navLabels()).toEqual(['Home', 'My Groups', 'Leaderboard', 'Billing', 'Admin']);
  });

  it.each([
    ['users who admin no group', notGroupAdmin],
    ['a failed admin-status check', { status: 500, body: {} }],
  ])('hides Billing for %s', async (_, adminStatus) => {
    const fetchMock = renderSidebar(false, adminStatus);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(ADMIN_STATUS),
    );
    await screen.findByRole('region', { name: 'Your groups' });
    expect(screen.queryByRole('link', { name: 'Billing' })).not.toBeInTheDocument();
    expect(navLabels()).toEqual(['Home', 'My Groups', 'Leaderboard']);
  });

  it('opens the Payment Details dialog from its button, collapsed too', async () => {
    const user = userEvent.setup();
    renderSidebar(true);
    const button = screen.getByRole('button', { name: 'Payment Details' });
    expect(button).toHaveAttribute('title', 'Payment Details');
    await user.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment Details' }));
    expect(await dialog.findByLabelText('Venmo Handle')).toBeInTheDocument();
  });

  it('places Payment Details after Profile and before Sign Out', () => {
    renderSidebar(false);
    const footer = screen.getByRole('link', { name: 'Profile' }).parentElement!;
    const labels = [...footer.querySelectorAll('a, button')].map((element) => element.textContent);
    expect(labels.slice(0, 3)).toEqual(['Profile', 'Payment Details', 'Sign Out']);
  });
});
