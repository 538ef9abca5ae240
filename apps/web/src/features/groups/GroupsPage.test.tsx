import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupsPage } from './GroupsPage';
import { group, groupTournament } from '../../test/group-fixtures';
import { callsMade, currentPath, renderRoute, stubApi, type ApiStubs } from '../../test/helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderGroups = (stubs: ApiStubs) => {
  const fetchMock = stubApi(stubs);
  renderRoute('/groups', '/groups', <GroupsPage />);
  return fetchMock;
};

const twoGroups = [
  group({
    id: 5,
    name: 'Sunday Skins',
    memberCount: 4,
    tournaments: [groupTournament({ name: 'The Fairway Open', status: 'upcoming' })],
  }),
  group({
    id: 6,
    name: 'Office Pool',
    description: '',
    isPrivate: false,
    memberCount: 1,
    inviteCode: 'ZZZZ9999',
  }),
];

describe('GroupsPage', () => {
  it('shows a card per group with its badge, members, first tournament and countdown', async () => {
    renderGroups({ 'GET /api/pool-groups': { body: twoGroups } });
    expect(screen.getByRole('status', { name: 'Loading groups' })).toBeInTheDocument();

    const skins = await screen.findByRole('article', { name: 'Sunday Skins' });
    expect(within(skins).getByText('Private')).toBeInTheDocument();
    expect(within(skins).getByText('Our weekly pool')).toBeInTheDocument();
    expect(within(skins).getByText('4 members')).toBeInTheDocument();
    expect(within(skins).getByText('The Fairway Open')).toBeInTheDocument();
    expect(within(skins).getByText('Open')).toBeInTheDocument();
    expect(within(skins).getByText('Entries close in')).toBeInTheDocument();
    expect(within(skins).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/groups/5',
    );

    const office = screen.getByRole('article', { name: 'Office Pool' });
    expect(within(office).queryByText('Private')).not.toBeInTheDocument();
    expect(within(office).getByText('1 member')).toBeInTheDocument();
    expect(within(office).getByText('No tournaments yet.')).toBeInTheDocument();
  });

  it('says the deadline has passed once it has', async () => {
    const closed = groupTournament({
      entryDeadline: new Date(Date.now() - 3_600_000).toISOString(),
      entryDeadlinePassed: true,
      // Entries close before play starts: the first tee is still ahead.
      firstTeeTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    renderGroups({ 'GET /api/pool-groups': { body: [group({ tournaments: [closed] })] } });
    expect(await screen.findByText('Entry deadline has passed')).toBeInTheDocument();
    expect(screen.getByText('Entries Closed')).toBeInTheDocument();
  });

  it('reads entries the group admin disabled as closed: no Open badge, no countdown', async () => {
    const disabled = groupTournament({
      entryDeadline: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      firstTeeTime: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      isActive: false,
    });
    renderGroups({ 'GET /api/pool-groups': { body: [group({ tournaments: [disabled] })] } });
    const card = await screen.findByRole('article', { name: 'Sunday Skins' });
    expect(within(card).getByText('Entries Closed')).toBeInTheDocument();
    expect(within(card).queryByText('Open')).not.toBeInTheDocument();
    expect(within(card).queryByText('Entries close in')).not.toBeInTheDocument();
    expect(within(card).getByText('Entries are disabled for this tournament')).toBeInTheDocument();
  });

  it('shows "No groups yet" with both actions', async () => {
    renderGroups({ 'GET /api/pool-groups': { body: [] } });
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Group' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Group' })).toBeInTheDocument();
  });

  it('says "Failed to fetch groups" when the server gives no reason', async () => {
    renderGroups({ 'GET /api/pool-groups': { status: 502, body: {} } });
    expect(
      await screen.findByText('Failed to load groups: Failed to fetch groups'),
    ).toBeInTheDocument();
  });

  it('shows the load failure with Retry, and Retry loads again', async () => {
    let attempts = 0;
    renderGroups({
      'GET /api/pool-groups': () =>
        ++attempts === 1 ? { status: 500, body: { error: 'Database unavailable' } } : { body: [] },
    });
    expect(
      await screen.findByText('Failed to load groups: Database unavailable'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
  });

  it('joins by code: upper case, at most 8 characters, then opens the group', async () => {
    const user = userEvent.setup();
    const fetchMock = renderGroups({
      'GET /api/pool-groups': { body: twoGroups },
      'POST /api/pool-groups/join/ABCD2345': {
        body: { group: { id: 9, name: 'Links Crew' }, alreadyMember: false },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Join Group' }));
    const dialog = screen.getByRole('dialog', { name: 'Join Group' });
    const input = within(dialog).getByRole('textbox', { name: /Invite code/ });
    expect(input).toHaveAttribute('placeholder', 'Enter 8-character code');
    expect(input).toBeRequired();

    await user.type(input, 'abcd2345xyz');
    expect(input).toHaveValue('ABCD2345');
    await user.click(within(dialog).getByRole('button', { name: 'Join Group' }));

    await waitFor(() => expect(currentPath()).toBe('/groups/9'));
    expect(callsMade(fetchMock)).toContain('POST /api/pool-groups/join/ABCD2345');
  });

  it('shows "Failed to join group: {message}" when the code is refused', async () => {
    const user = userEvent.setup();
    renderGroups({
      'GET /api/pool-groups': { body: twoGroups },
      'POST /api/pool-groups/join/NOPE1234': {
        status: 404,
        body: { error: 'Invalid invite code' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Join Group' }));
    await user.type(screen.getByRole('textbox', { name: /Invite code/ }), 'nope1234{Enter}');
    expect(
      await screen.findByText('Failed to join group: Invalid invite code'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/groups');
  });

  it('creates a group from the modal, private by default, and opens it', async () => {
    const user = userEvent.setup();
    const fetchMock = renderGroups({
      'GET /api/pool-groups': { body: [] },
      'POST /api/pool-groups': { status: 201, body: group({ id: 12, name: 'New Crew' }) },
    });
    await screen.findByText('No groups yet');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Group' });
    expect(within(dialog).getByRole('checkbox', { name: 'Private group' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(within(dialog).getByText('Group name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), ' New Crew ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(currentPath()).toBe('/groups/12'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'New Crew',
      description: '',
      isPrivate: true,
    });
  });

  it('shows "Failed to create group: {message}" on failure', async () => {
    const user = userEvent.setup();
    renderGroups({
      'GET /api/pool-groups': { body: [] },
      'POST /api/pool-groups': { status: 400, body: { error: 'Group name is required' } },
    });
    await screen.findByText('No groups yet');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    await user.type(screen.getByRole('textbox', { name: /Group name/ }), 'x{Enter}');
    expect(
      await screen.findByText('Failed to create group: Group name is required'),
    ).toBeInTheDocument();
  });

  it('copies the /groups/join invite link and says "Copied!" for 2 seconds', async () => {
    renderGroups({ 'GET /api/pool-groups': { body: twoGroups } });
    const skins = await screen.findByRole('article', { name: 'Sunday Skins' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    // Fake timers from here on only: Testing Library's finders wait on real ones.
    vi.useFakeTimers();
    fireEvent.click(within(skins).getByRole('button', { name: 'Copy Invite' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/groups/join/ABCD2345');
    expect(within(skins).getByRole('button', { name: /Copied!/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(within(skins).getByRole('button', { name: /Copied!/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(skins).getByRole('button', { name: 'Copy Invite' })).toBeInTheDocument();
  });
});
