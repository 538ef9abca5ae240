import type { RemovedMember } from '@fairway/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupDetailPage } from './GroupDetailPage';
import { NEW_INVITE_CODE_CONFIRMATION } from './components/NewInviteCodeButton';
import { NOBODY_REMOVED } from './components/RemovedMembers';
import { ME, group, member } from '../../test/group-fixtures';
import { callsMade, renderRoute, stubApi, type ApiStubs } from '../../test/helpers';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME: me } = await import('../../test/group-fixtures');
  return { useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true }) };
});
vi.mock('../chat', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  GroupChat: () => <p>Group chat</p>,
}));

afterEach(() => vi.unstubAllGlobals());

const OWNER = member({ userId: 1, name: 'Olive Owner', role: 'admin', isOwner: true });
const SELF = member({ userId: ME.id, name: ME.name, role: 'admin' });
const BEA: RemovedMember = {
  userId: 3,
  name: 'Bea Banned',
  removedAt: '2026-06-10T12:00:00.000Z',
  removedBy: 'Olive Owner',
};
const ZED: RemovedMember = { ...BEA, userId: 4, name: 'Zed Gone', removedBy: null };

function renderPage(stubs: ApiStubs, { isAdmin = true } = {}) {
  const fetchMock = stubApi({
    'GET /api/pool-groups/5': {
      body: group(isAdmin ? { role: 'admin', isAdmin: true } : {}),
    },
    'GET /api/pool-groups/5/members': { body: [OWNER, SELF] },
    ...stubs,
  });
  renderRoute('/groups/:groupId', '/groups/5', <GroupDetailPage />);
  return fetchMock;
}

const membersCard = async () => within(await screen.findByRole('region', { name: 'Members' }));
const removedSection = async () =>
  within(await screen.findByRole('region', { name: 'Removed members' }));
/** A removed person's row, by the name it shows. */
const rowOf = (section: { queryAllByRole: typeof screen.queryAllByRole }, name: string) =>
  section.queryAllByRole('listitem').find((item) => item.querySelector('p')?.textContent === name);

describe('a new invite code', () => {
  it('asks first, saying the old code and links stop working, then shows the new code and link at once', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'GET /api/pool-groups/5/removed': { body: [] },
      'POST /api/pool-groups/5/invite-code': { body: { inviteCode: 'WXYZ6789' } },
    });
    expect(await screen.findByText('ABCD2345')).toBeInTheDocument();
    const card = await membersCard();
    await user.click(card.getByRole('button', { name: 'New invite code' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Issue a new invite code?' }));
    expect(dialog.getByText(NEW_INVITE_CODE_CONFIRMATION)).toBeInTheDocument();
    expect(NEW_INVITE_CODE_CONFIRMATION).toMatch(/code and every invite link .* stop working/);
    expect(callsMade(fetchMock)).not.toContain('POST /api/pool-groups/5/invite-code');

    await user.click(dialog.getByRole('button', { name: 'Issue new code' }));
    expect(await screen.findByText('WXYZ6789')).toBeInTheDocument();
    expect(screen.queryByText('ABCD2345')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // From the answer, not a second read of the group.
    expect(callsMade(fetchMock).filter((call) => call === 'GET /api/pool-groups/5')).toHaveLength(
      1,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        'http://localhost:3000/groups/join/WXYZ6789',
      ),
    );
  });

  it('works from the keyboard, and Escape leaves the code as it was', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({ 'GET /api/pool-groups/5/removed': { body: [] } });
    const button = (await membersCard()).getByRole('button', { name: 'New invite code' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsMade(fetchMock)).not.toContain('POST /api/pool-groups/5/invite-code');
    expect(screen.getByText('ABCD2345')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses, and keeps the old code", async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /api/pool-groups/5/removed': { body: [] },
      'POST /api/pool-groups/5/invite-code': {
        status: 403,
        body: { error: 'Only group admins can change the invite code' },
      },
    });
    const card = await membersCard();
    await user.click(card.getByRole('button', { name: 'New invite code' }));
    await user.click(screen.getByRole('button', { name: 'Issue new code' }));
    expect(await card.findByText('Only group admins can change the invite code')).toBeVisible();
    expect(screen.getByText('ABCD2345')).toBeInTheDocument();
  });

  it('is not offered to a member, who is not shown the removed list either', async () => {
    const fetchMock = renderPage({}, { isAdmin: false });
    const card = await membersCard();
    await card.findByText('Olive Owner');
    expect(card.queryByRole('button', { name: 'New invite code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Removed members' })).not.toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain('GET /api/pool-groups/5/removed');
  });
});

describe('removed members', () => {
  it('lists who was removed, when and by whom, and allows one back', async () => {
    const user = userEvent.setup();
    let allowed = false;
    const fetchMock = renderPage({
      'GET /api/pool-groups/5/removed': () => ({ body: allowed ? [ZED] : [BEA, ZED] }),
      'DELETE /api/pool-groups/5/removed/3': () => {
        allowed = true;
        return { status: 204 };
      },
    });
    const section = await removedSection();
    await section.findByRole('button', { name: 'Allow back Bea Banned' });
    const bea = rowOf(section, 'Bea Banned')!;
    expect(bea.querySelectorAll('p')[1]?.textContent).toBe('Removed Jun 10, 2026 by Olive Owner');
    const zed = rowOf(section, 'Zed Gone')!;
    // Whoever removed Zed has no account any more.
    expect(zed.querySelectorAll('p')[1]?.textContent).toBe('Removed Jun 10, 2026');

    await user.click(section.getByRole('button', { name: 'Allow back Bea Banned' }));
    await waitFor(() => expect(rowOf(section, 'Bea Banned')).toBeUndefined());
    expect(callsMade(fetchMock)).toContain('DELETE /api/pool-groups/5/removed/3');
    expect(rowOf(section, 'Zed Gone')).toBeDefined();
    // The pressed button went with its row: focus stays in the section.
    expect(section.getByRole('heading', { name: 'Removed members' })).toHaveFocus();
  });

  it('says when nobody is removed', async () => {
    renderPage({ 'GET /api/pool-groups/5/removed': { body: [] } });
    expect(await (await removedSection()).findByText(NOBODY_REMOVED)).toBeInTheDocument();
  });

  it('shows loading, then a failure with Retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    renderPage({
      'GET /api/pool-groups/5/removed': () => {
        attempts += 1;
        if (attempts === 1) return new Promise((resolve) => (answer = resolve));
        return { body: [BEA] };
      },
    });
    const section = await removedSection();
    expect(section.getByRole('status', { name: 'Loading removed members' })).toBeInTheDocument();
    answer({ status: 500, body: {} });
    expect(await section.findByText('Failed to fetch removed members')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Retry' }));
    expect(
      await section.findByRole('button', { name: 'Allow back Bea Banned' }),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when allowing back fails, and keeps the person listed", async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /api/pool-groups/5/removed': { body: [BEA] },
      'DELETE /api/pool-groups/5/removed/3': {
        status: 404,
        body: { error: 'Removed member not found' },
      },
    });
    const section = await removedSection();
    await user.click(await section.findByRole('button', { name: 'Allow back Bea Banned' }));
    expect(await section.findByText('Removed member not found')).toBeInTheDocument();
    expect(rowOf(section, 'Bea Banned')).toBeDefined();
  });
});
