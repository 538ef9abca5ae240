import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupDetailPage } from './GroupDetailPage';
import { ME, group, member } from '../../test/group-fixtures';
import { callsMade, currentPath, renderRoute, stubApi, type ApiStubs } from '../../test/helpers';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME: me } = await import('../../test/group-fixtures');
  return { useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true }) };
});
vi.mock('../chat', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  GroupChat: () => <p>Group chat</p>,
}));

afterEach(() => vi.unstubAllGlobals());

const adminGroup = group({ role: 'admin', isAdmin: true });
const OWNER = member({ userId: 1, name: 'Olive Owner', role: 'admin', isOwner: true });
const SELF = member({ userId: ME.id, name: ME.name, role: 'admin' });
const BEA = member({ userId: 3, name: 'Bea', role: 'member' });

function renderAdminPage(stubs: ApiStubs) {
  const fetchMock = stubApi({
    'GET /api/pool-groups/5': { body: adminGroup },
    'GET /api/pool-groups/5/removed': { body: [] },
    ...stubs,
  });
  renderRoute('/groups/:groupId', '/groups/5', <GroupDetailPage />);
  return fetchMock;
}

describe('GroupDetailPage for an admin', () => {
  it('links to Admin and deletes the group after the exact confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdminPage({
      'GET /api/pool-groups/5/members': { body: [SELF] },
      'DELETE /api/pool-groups/5': { body: { message: 'Group deleted' } },
    });
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/groups/5/admin',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Group' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this group? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain('DELETE /api/pool-groups/5');

    await user.click(within(dialog).getByRole('button', { name: 'Delete Group' }));
    await waitFor(() => expect(currentPath()).toBe('/groups'));
    expect(callsMade(fetchMock)).toContain('DELETE /api/pool-groups/5');
  });

  it('shows "Failed to delete group" when deleting fails without a message', async () => {
    const user = userEvent.setup();
    renderAdminPage({
      'GET /api/pool-groups/5/members': { body: [SELF] },
      'DELETE /api/pool-groups/5': { status: 500, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Group' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Group' }),
    );
    expect(await screen.findByText('Failed to delete group')).toBeInTheDocument();
    expect(currentPath()).toBe('/groups/5');
  });

  it('removes a member after confirming, never offering the owner or oneself', async () => {
    const user = userEvent.setup();
    let removed = false;
    const fetchMock = renderAdminPage({
      'GET /api/pool-groups/5/members': () => ({
        body: removed ? [OWNER, SELF] : [OWNER, SELF, BEA],
      }),
      'DELETE /api/pool-groups/5/members/3': () => {
        removed = true;
        return { body: { message: 'Member removed' } };
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Members' }));
    await card.findByText('Bea');
    expect(card.queryByRole('button', { name: 'Remove Olive Owner' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: `Remove ${ME.name}` })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Remove Bea' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to remove this member?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(card.queryByText('Bea')).not.toBeInTheDocument());
    expect(callsMade(fetchMock)).toContain('DELETE /api/pool-groups/5/members/3');
  });

  it('shows the server message when a removal is refused', async () => {
    const user = userEvent.setup();
    renderAdminPage({
      'GET /api/pool-groups/5/members': { body: [OWNER, SELF, BEA] },
      'DELETE /api/pool-groups/5/members/3': {
        status: 403,
        body: { error: 'Only group admins can remove members' },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Members' }));
    await user.click(await card.findByRole('button', { name: 'Remove Bea' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await card.findByText('Only group admins can remove members')).toBeInTheDocument();
    expect(card.getByText('Bea')).toBeInTheDocument();
  });

  it('lets the owner hand the group to another member, and only the owner', async () => {
    const user = userEvent.setup();
    const ownedBySelf = [
      { ...SELF, isOwner: true },
      { ...BEA, role: 'member' as const },
    ];
    let handedOver = false;
    const fetchMock = renderAdminPage({
      'GET /api/pool-groups/5/members': () => ({
        body: handedOver
          ? [
              { ...SELF, isOwner: false },
              { ...BEA, role: 'admin', isOwner: true },
            ]
          : ownedBySelf,
      }),
      'PUT /api/pool-groups/5/owner': () => {
        handedOver = true;
        return { body: { message: 'The group has a new owner' } };
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Members' }));
    await user.click(await card.findByRole('button', { name: 'Make Bea the owner' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Bea becomes the group's owner/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hand Over' }));
    await waitFor(() =>
      expect(card.queryByRole('button', { name: 'Make Bea the owner' })).not.toBeInTheDocument(),
    );
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ userId: 3 });
  });

  it('offers no hand-over to an admin who is not the owner', async () => {
    renderAdminPage({ 'GET /api/pool-groups/5/members': { body: [OWNER, SELF, BEA] } });
    const card = within(await screen.findByRole('region', { name: 'Members' }));
    await card.findByText('Bea');
    expect(card.queryByRole('button', { name: /the owner$/ })).not.toBeInTheDocument();
  });
});
