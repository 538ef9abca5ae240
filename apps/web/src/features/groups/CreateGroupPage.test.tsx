import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateGroupPage } from './CreateGroupPage';
import { group } from '../../test/group-fixtures';
import { callsMade, renderRoute, stubApi } from '../../test/helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORIGIN = 'http://localhost:3000';

describe('CreateGroupPage', () => {
  it('asks for a name before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderRoute('/groups/new', '/groups/new', <CreateGroupPage />);
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Group name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Group name/ })).toHaveFocus();
    expect(callsMade(fetchMock)).toEqual([]);
  });

  it('shows the /join/ link in step 2 but copies the /groups/join/ link', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'POST /api/pool-groups': {
        status: 201,
        body: group({ id: 9, name: 'Links Crew', inviteCode: 'QWER5678', isAdmin: true }),
      },
    });
    // A phone's share sheet: the invite goes to it with the group's name.
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderRoute('/groups/new', '/groups/new', <CreateGroupPage />);

    await user.type(screen.getByRole('textbox', { name: /Group name/ }), 'Links Crew');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Majors only');
    await user.click(screen.getByRole('checkbox', { name: 'Private group' }));
    await user.click(screen.getByRole('button', { name: 'Create Group' }));

    expect(await screen.findByRole('heading', { name: 'Group Created' })).toHaveFocus();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Links Crew',
      description: 'Majors only',
      isPrivate: false,
    });

    expect(screen.getByText(`${ORIGIN}/join/QWER5678`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Copied!/ })).toBeInTheDocument(),
    );
    expect(await navigator.clipboard.readText()).toBe(`${ORIGIN}/groups/join/QWER5678`);

    await user.click(screen.getByRole('button', { name: 'Share Invite Link' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join Links Crew on Fairway',
      text: 'Join my golf pool "Links Crew" on Fairway:',
      url: `${ORIGIN}/groups/join/QWER5678`,
    });
    // Without a share sheet (most desktops) the link is copied instead.
    Reflect.deleteProperty(navigator, 'share');
    await navigator.clipboard.writeText('');
    await user.click(screen.getByRole('button', { name: 'Share Invite Link' }));
    expect(await screen.findByRole('button', { name: /Link copied!/ })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${ORIGIN}/groups/join/QWER5678`);
    expect(screen.getByRole('link', { name: 'Continue to Group' })).toHaveAttribute(
      'href',
      '/groups/9',
    );
  });
});
