import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupDetailPage } from './GroupDetailPage';
import { ME, group, member } from '../../test/group-fixtures';
import { renderRoute, stubApi, type ApiStubs } from '../../test/helpers';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME: me } = await import('../../test/group-fixtures');
  return { useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true }) };
});
vi.mock('../chat', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  GroupChat: ({ groupId }: { groupId: number }) => <p>Chat for group {groupId}</p>,
}));

afterEach(() => vi.unstubAllGlobals());

const FIVE_MEMBERS = [
  member({ userId: 1, name: 'Olive Owner', role: 'admin', isOwner: true }),
  member({ userId: 2, name: 'Zed', role: 'member' }),
  member({ userId: 3, name: 'Bea', role: 'member' }),
  member({ userId: ME.id, name: ME.name, role: 'member' }),
  member({ userId: 4, name: 'Adam Admin', role: 'admin' }),
];

function renderGroup(stubs: ApiStubs) {
  const fetchMock = stubApi(stubs);
  renderRoute('/groups/:groupId', '/groups/5', <GroupDetailPage />);
  return fetchMock;
}

const membersList = async () => within(await screen.findByRole('region', { name: 'Members' }));
/** The names in the members list, in the order shown. */
const namesIn = (card: { getAllByRole: typeof screen.getAllByRole }) =>
  card.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('GroupDetailPage', () => {
  it('lists the first 3 members (you, admins, then by name) and toggles the rest', async () => {
    const user = userEvent.setup();
    renderGroup({
      'GET /api/pool-groups/5': { body: group() },
      'GET /api/pool-groups/5/members': { body: FIVE_MEMBERS },
    });
    const card = await membersList();
    await card.findByText('Casey Me');
    const names = () => namesIn(card);
    expect(names()).toEqual(['Casey Me', 'Adam Admin', 'Olive Owner']);

    const me = card.getAllByRole('listitem')[0]!;
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(within(me).getByText('Member')).toBeInTheDocument();
    const owner = card.getAllByRole('listitem')[2]!;
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText('Admin')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Show All 5 Members' }));
    expect(names()).toEqual(['Casey Me', 'Adam Admin', 'Olive Owner', 'Bea', 'Zed']);
    await user.click(card.getByRole('button', { name: 'Show Less' }));
    expect(names()).toHaveLength(3);
  });

  it('does not collapse 3 members', async () => {
    renderGroup({
      'GET /api/pool-groups/5': { body: group() },
      'GET /api/pool-groups/5/members': { body: FIVE_MEMBERS.slice(0, 3) },
    });
    const card = await membersList();
    await card.findByText('Zed');
    expect(namesIn(card)).toEqual(['Olive Owner', 'Bea', 'Zed']);
    expect(card.queryByRole('button', { name: /Show All/ })).not.toBeInTheDocument();
  });

  it('gives a member the invite code, chat and history, but no admin controls', async () => {
    const user = userEvent.setup();
    renderGroup({
      'GET /api/pool-groups/5': { body: group() },
      'GET /api/pool-groups/5/members': { body: FIVE_MEMBERS },
    });
    expect(await screen.findByRole('heading', { name: 'Sunday Skins', level: 1 })).toBeVisible();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.getByText('ABCD2345')).toBeInTheDocument();
    expect(screen.getByText('Chat for group 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Group History/ })).toHaveAttribute(
      'href',
      '/groups/5/history',
    );
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Group' })).not.toBeInTheDocument();
    await screen.findByText('Casey Me');
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Copied!/ })).toBeVisible());
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/groups/join/ABCD2345');

    // The invite as a QR code for a clubhouse poster, drawn here (an SVG, no outside service).
    await user.click(screen.getByRole('button', { name: 'QR Code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite QR code' }));
    const code = await dialog.findByRole('img', {
      name: 'QR code of the invite link to Sunday Skins',
    });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(dialog.getByText('ABCD2345')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Download for a poster' })).toBeInTheDocument();
    // No share sheet in this browser: no Share button, Copy Link does the job.
    expect(screen.queryByRole('button', { name: 'Share Invite Link' })).not.toBeInTheDocument();
  });

  it("offers the phone's share sheet for the invite where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    renderGroup({
      'GET /api/pool-groups/5': { body: group() },
      'GET /api/pool-groups/5/members': { body: FIVE_MEMBERS },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share Invite Link' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join Sunday Skins on Fairway',
      text: 'Join my golf pool "Sunday Skins" on Fairway:',
      url: 'http://localhost:3000/groups/join/ABCD2345',
    });
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  });

  it('hides the invite code of a public group', async () => {
    renderGroup({
      'GET /api/pool-groups/5': { body: group({ isPrivate: false }) },
      'GET /api/pool-groups/5/members': { body: [] },
    });
    await screen.findByRole('heading', { name: 'Sunday Skins', level: 1 });
    expect(screen.queryByText('ABCD2345')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument();
  });
});
