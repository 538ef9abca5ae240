import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { group } from '../../features/groups/test/fixtures';
import { renderAt, stubFetch, tournament } from '../../features/tournaments/test/helpers';
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

const sevenGroups = Array.from({ length: 7 }, (_, i) =>
  group({ id: i + 1, name: `Group ${i + 1}`, memberCount: i + 2, hasActiveTournament: i === 0 }),
);
const fourLive = Array.from({ length: 4 }, (_, i) =>
  tournament({ id: i + 1, name: `Live Open ${i + 1}`, status: 'active' }),
);

function renderSidebar(collapsed: boolean) {
  stubFetch({ '/api/pool-groups': { body: sevenGroups }, '/api/tournaments': { body: fourLive } });
  return renderAt('/', <Sidebar collapsed={collapsed} onToggle={() => undefined} />);
}

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
});
