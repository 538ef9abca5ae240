import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { group } from '../../test/group-fixtures';
import { callsMade, renderRoute, stubApi } from '../../test/helpers';
import { GroupAdminPage } from './GroupAdminPage';
import {
  FREE_INFO,
  PAYING_INFO,
  adminResponse,
  adminTournament,
  liveTournament,
} from './test/fixtures';
import { GROUP_ID, LIST_PATH, findCard, renderAdminPage } from './test/render';

afterEach(() => vi.unstubAllGlobals());

describe('GroupAdminPage access', () => {
  it('shows a member the restricted panel and never asks the admin API', async () => {
    const fetchMock = stubApi({
      [`GET /api/pool-groups/${GROUP_ID}`]: { body: group({ isAdmin: false }) },
    });
    renderRoute('/groups/:groupId/admin', `/groups/${GROUP_ID}/admin`, <GroupAdminPage />);
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Group' })).toHaveAttribute(
      'href',
      '/groups/5',
    );
    expect(callsMade(fetchMock)).not.toContain(`GET ${LIST_PATH}`);
  });

  it('shows the restricted panel when the server refuses with 403', async () => {
    renderAdminPage(adminResponse([]), {
      [`GET ${LIST_PATH}`]: { status: 403, body: { error: 'Only group admins can do this' } },
    });
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });

  it('shows "Error Loading Group Management" when the list fails', async () => {
    renderAdminPage(adminResponse([]), { [`GET ${LIST_PATH}`]: { status: 500, body: {} } });
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Group Management' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch group tournaments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the error panel for an unknown group', async () => {
    stubApi({
      [`GET /api/pool-groups/${GROUP_ID}`]: { status: 404, body: { error: 'Group not found' } },
    });
    renderRoute('/groups/:groupId/admin', `/groups/${GROUP_ID}/admin`, <GroupAdminPage />);
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Group Management' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Group not found')).toBeInTheDocument();
  });
});

describe('GroupAdminPage for an admin', () => {
  it('titles the page with the tier badge and explains the group size tier', async () => {
    renderAdminPage(adminResponse([], PAYING_INFO));
    expect(await screen.findByRole('heading', { name: 'Sunday Skins Admin' })).toBeInTheDocument();
    expect(screen.getByText('$19.00 per tournament')).toBeInTheDocument();
    expect(screen.getByText('Small Group (11+ members)')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(
      screen.getByText(/each\s+tournament costs \$19.00, paid once by the group admin/),
    ).toBeInTheDocument();
  });

  it('calls a small group Free', async () => {
    renderAdminPage(adminResponse([], FREE_INFO));
    await screen.findByRole('heading', { name: 'Sunday Skins Admin' });
    expect(screen.getByText('Free (1-10 members)')).toBeInTheDocument();
    expect(screen.getAllByText('Free').length).toBeGreaterThan(0);
  });

  it('offers Add Tournament from an empty list, and no Financial Report', async () => {
    renderAdminPage(adminResponse([]));
    expect(await screen.findByText('No tournaments yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Tournament' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Financial Report' })).not.toBeInTheDocument();
  });

  it('shows Financial Report only when a tournament has an entry fee', async () => {
    renderAdminPage(adminResponse([adminTournament({ entry_fee: 10 })]));
    expect(await screen.findByRole('link', { name: 'Financial Report' })).toHaveAttribute(
      'href',
      '/groups/5/financial-report',
    );
  });

  it('badges each tournament by the admin list rule', async () => {
    renderAdminPage(
      adminResponse(
        [
          adminTournament({
            id: 1,
            tournament_id: 1,
            tournament_name: 'Unpaid Upcoming',
            requires_payment: true,
          }),
          adminTournament({
            id: 2,
            tournament_id: 2,
            tournament_name: 'Paid Upcoming',
            payment_completed: true,
          }),
          adminTournament({
            id: 3,
            tournament_id: 3,
            tournament_name: 'Switched Off',
            is_active: false,
          }),
          liveTournament({ tournament_name: 'Unpaid Live', requires_payment: true }),
          // Started while the group was free: it stays free however the group has grown.
          liveTournament({
            id: 4,
            tournament_id: 4,
            tournament_name: 'Played Free',
            requires_payment: false,
          }),
        ],
        PAYING_INFO,
      ),
    );
    expect((await findCard('Unpaid Upcoming')).getByText('Payment Required')).toBeInTheDocument();
    expect((await findCard('Paid Upcoming')).getByText('Active')).toBeInTheDocument();
    const off = await findCard('Switched Off');
    expect(off.getByText('Entries Disabled')).toBeInTheDocument();
    // Its status reads as members see it: closed, not "Open".
    expect(off.getByText('Entries Closed')).toBeInTheDocument();
    expect(off.queryByText('Open')).not.toBeInTheDocument();
    const live = await findCard('Unpaid Live');
    expect(live.getByText('Payment Overdue')).toBeInTheDocument();
    expect(live.getByText('Live')).toBeInTheDocument();
    expect((await findCard('Played Free')).getByText('Free')).toBeInTheDocument();
  });

  it('shows each tournament’s settings and pot', async () => {
    renderAdminPage(
      adminResponse(
        [
          adminTournament({
            entry_fee: 20,
            entry_count: 15,
            max_entries_per_user: 2,
            pool_type: 'elimination',
            payout_structure: '60/40',
            requires_payment: true,
          }),
        ],
        PAYING_INFO,
      ),
    );
    const card = await findCard('The Fairway Open');
    expect(card.getByText('Payment Required')).toBeInTheDocument();
    expect(card.getByText('Jun 11 – Jun 14, 2099')).toBeInTheDocument();
    expect(card.getByText('2 per user')).toBeInTheDocument();
    expect(card.getByText('Entries Eliminated if Golfer Cut')).toBeInTheDocument();
    expect(card.getByText('$20.00')).toBeInTheDocument();
    expect(card.getByText('60/40')).toBeInTheDocument();
    expect(card.getByText(/ET$/)).toBeInTheDocument();
    const pot = within(card.getByRole('region', { name: 'Pot' }));
    expect(pot.getByText('$300.00')).toBeInTheDocument(); // 20 x 15 entries
    expect(pot.getByText('$281.00')).toBeInTheDocument(); // minus the $19.00 platform cost
    expect(pot.getByText('$1.58')).toBeInTheDocument(); // 19 / 12 members
    expect(pot.getByText(/1st \$168\.60 · 2nd \$112\.40/)).toBeInTheDocument();
  });

  it('shows the Free badge for a free group', async () => {
    renderAdminPage(adminResponse([adminTournament()], FREE_INFO));
    const card = await findCard('The Fairway Open');
    await waitFor(() => expect(card.getByText('Free')).toBeInTheDocument());
  });
});
