import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupDetailPage } from './GroupDetailPage';
import { group, groupTournament } from '../../test/group-fixtures';
import { callsMade, renderRoute, stubApi, type ApiStubs } from '../../test/helpers';
import { myEntries } from '../../test/my-entry-fixtures';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME: me } = await import('../../test/group-fixtures');
  return { useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true }) };
});
vi.mock('../chat', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  GroupChat: () => <p>Group chat</p>,
}));

afterEach(() => vi.unstubAllGlobals());

function renderGroup(stubs: ApiStubs, path = '/groups/5') {
  const fetchMock = stubApi({ 'GET /api/pool-groups/5/members': { body: [] }, ...stubs });
  renderRoute('/groups/:groupId', path, <GroupDetailPage />);
  return fetchMock;
}

describe('GroupDetailPage tournaments dropdown', () => {
  it('starts closed while nothing is live, and opens on request', async () => {
    const user = userEvent.setup();
    renderGroup({
      'GET /api/pool-groups/5': {
        body: group({ tournaments: [groupTournament({ id: 3, name: 'Next Invitational' })] }),
      },
    });
    const toggle = await screen.findByRole('button', { name: /Golf Tournaments/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Next Invitational/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Next Invitational/ })).toBeInTheDocument();
  });

  it('lists tournaments with picks, Live badge, and Standings or Enter targets', async () => {
    renderGroup({
      'GET /api/pool-groups/5/tournaments/1/my-entries': { body: myEntries([]) },
      'GET /api/pool-groups/5': {
        body: group({
          tournaments: [
            groupTournament({ id: 1, name: 'Live Open', status: 'active', entryCount: 12 }),
            groupTournament({
              id: 2,
              name: 'Closed Classic',
              status: 'upcoming',
              entryDeadlinePassed: true,
              entryCount: 1,
            }),
            groupTournament({ id: 3, name: 'Next Invitational', status: 'upcoming' }),
            groupTournament({
              id: 4,
              name: 'Switched Off Open',
              status: 'upcoming',
              isActive: false,
            }),
          ],
        }),
      },
    });
    // Open from the start while a tournament is live.
    const toggle = await screen.findByRole('button', { name: /Golf Tournaments/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);

    const live = list.getByRole('link', { name: /Live Open/ });
    expect(live).toHaveAttribute('href', '/groups/5/tournament/1/standings');
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(within(live).getByText('12 picks')).toBeInTheDocument();
    expect(within(live).getByText('Standings')).toBeInTheDocument();

    const closed = list.getByRole('link', { name: /Closed Classic/ });
    expect(closed).toHaveAttribute('href', '/groups/5/tournament/2/standings');
    expect(within(closed).getByText('1 pick')).toBeInTheDocument();
    expect(within(closed).queryByText('Live')).not.toBeInTheDocument();
    expect(within(closed).getByText('Entries Closed')).toBeInTheDocument();

    const next = list.getByRole('link', { name: /Next Invitational/ });
    expect(next).toHaveAttribute('href', '/groups/5/tournaments');
    expect(within(next).getByText('Enter')).toBeInTheDocument();
    expect(within(next).queryByText('Entries Closed')).not.toBeInTheDocument();

    // Entries the group admin disabled read as closed: no "Enter", the standings instead.
    const off = list.getByRole('link', { name: /Switched Off Open/ });
    expect(off).toHaveAttribute('href', '/groups/5/tournament/4/standings');
    expect(within(off).getByText('Entries Closed')).toBeInTheDocument();
    expect(within(off).getByText('Standings')).toBeInTheDocument();
    expect(within(off).queryByText('Enter')).not.toBeInTheDocument();
  });

  it('says "No tournaments yet", with a hint to admins only', async () => {
    const user = userEvent.setup();
    renderGroup({ 'GET /api/pool-groups/5': { body: group({ isAdmin: true, role: 'admin' }) } });
    await user.click(await screen.findByRole('button', { name: /Golf Tournaments/ }));
    expect(screen.getByText('No tournaments yet')).toBeInTheDocument();
    expect(screen.getByText(/Add one from/)).toBeInTheDocument();
  });
});

describe('GroupDetailPage states', () => {
  it('shows "Group not found" with a way back on 404', async () => {
    renderGroup({ 'GET /api/pool-groups/5': { status: 404, body: { error: 'Group not found' } } });
    expect(await screen.findByText('Error Loading Group')).toBeInTheDocument();
    expect(screen.getByText('Group not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Groups' })).toHaveAttribute('href', '/groups');
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('treats a malformed id as not found without calling the server', async () => {
    const fetchMock = renderGroup({}, '/groups/abc');
    expect(await screen.findByText('Group not found')).toBeInTheDocument();
    expect(callsMade(fetchMock)).toEqual([]);
  });

  it('falls back to "Failed to fetch group details" and retries', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderGroup({
      'GET /api/pool-groups/5': () =>
        ++attempts === 1 ? { status: 500, body: {} } : { body: group() },
    });
    expect(await screen.findByText('Failed to fetch group details')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('heading', { name: 'Sunday Skins', level: 1 })).toBeVisible();
  });

  it('offers a non-member of a public group only the basics and Join Group', async () => {
    const user = userEvent.setup();
    let joined = false;
    const outsider = group({
      isPrivate: false,
      isMember: false,
      role: null,
      inviteCode: 'PUBL1234',
      memberCount: 7,
    });
    const fetchMock = renderGroup({
      'GET /api/pool-groups/5': () => ({
        body: joined ? { ...outsider, isMember: true, role: 'member' } : outsider,
      }),
      'POST /api/pool-groups/join/PUBL1234': () => {
        joined = true;
        return { body: { group: { id: 5, name: 'Sunday Skins' }, alreadyMember: false } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sunday Skins' })).toBeVisible();
    expect(screen.getByText('7 members')).toBeInTheDocument();
    expect(screen.queryByText('Group chat')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain('GET /api/pool-groups/5/members');

    await user.click(screen.getByRole('button', { name: 'Join Group' }));
    expect(await screen.findByText('Group chat')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsMade(fetchMock)).toContain('POST /api/pool-groups/join/PUBL1234'),
    );
  });
});
