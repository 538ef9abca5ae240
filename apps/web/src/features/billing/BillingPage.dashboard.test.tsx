import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiStubs } from '../../test/helpers';
import { DASHBOARD, HISTORY } from './test/fixtures';
import { ADMIN_STATUS_PATH, DASHBOARD_PATH, historyPath, renderBilling } from './test/render';

vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({ isAuthenticated: true, loading: false }),
}));

afterEach(() => vi.unstubAllGlobals());

function renderAdmin(stubs: ApiStubs = {}) {
  return renderBilling({
    [`GET ${ADMIN_STATUS_PATH}`]: { body: { is_group_admin: true, admin_group_count: 2 } },
    [`GET ${DASHBOARD_PATH}`]: { body: DASHBOARD },
    ...stubs,
  });
}

/** A group's row in the table, found by its name. */
async function groupRow(name: string) {
  const link = await screen.findByRole('link', { name });
  return within(link.closest('tr')!);
}

describe('Tournament Billing', () => {
  it('shows the totals, with money in dollars and cents', async () => {
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Tournament Billing' })).toBeInTheDocument();
    const totals = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(totals).toEqual(['2', '5', '$38.00']);
    expect(screen.getAllByRole('term').map((item) => item.textContent)).toEqual([
      'Groups',
      'Tournaments Created',
      'Total Spent',
    ]);
  });

  it('lists each group with its tier, size, price, tournaments, unpaid count and spend', async () => {
    renderAdmin();
    const office = await groupRow('Office Pool');
    expect(office.getByRole('link', { name: 'Office Pool' })).toHaveAttribute('href', '/groups/3');
    const cells = office.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Small Group (11+ members)',
      '14',
      '$19.00',
      '3',
      '1 unpaid',
      '$38.00',
    ]);
    expect(office.getByRole('link', { name: 'Manage Office Pool' })).toHaveAttribute(
      'href',
      '/groups/3/admin',
    );

    const skins = await groupRow('Sunday Skins');
    const skinsCells = skins.getAllByRole('cell').map((cell) => cell.textContent);
    expect(skinsCells.slice(0, 6)).toEqual(['Free (1-10 members)', '6', 'Free', '2', '0', '$0.00']);
  });

  it('links to /contact for billing questions', async () => {
    renderAdmin();
    expect(await screen.findByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

describe('Billing history', () => {
  it("opens a group's payment history with Paid and Pending labels", async () => {
    const user = userEvent.setup();
    renderAdmin({ [`GET ${historyPath(3)}`]: { body: HISTORY } });
    const office = await groupRow('Office Pool');
    await user.click(office.getByRole('button', { name: 'History of Office Pool' }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByRole('heading', { name: 'Office Pool Billing History' }),
    ).toBeInTheDocument();

    const masters = within((await dialog.findByText('The Masters')).closest('tr')!);
    expect(masters.getByText('$19.00')).toBeInTheDocument();
    expect(masters.getByText('Paid')).toBeInTheDocument();
    expect(masters.getByText('Apr 9, 2026')).toBeInTheDocument();
    const pga = within(dialog.getByText('PGA Championship').closest('tr')!);
    expect(pga.getByText('$19.50')).toBeInTheDocument();
    expect(pga.getByText('Pending')).toBeInTheDocument();

    const summary = dialog.getAllByRole('definition').map((item) => item.textContent);
    expect(summary).toEqual(['$38.00', '$19.00', '14']);
  });

  it('says when a group has no payments yet', async () => {
    const user = userEvent.setup();
    renderAdmin({
      [`GET ${historyPath(8)}`]: {
        body: { total_spent: 0, current_tournament_price: 0, member_count: 6, transactions: [] },
      },
    });
    const skins = await groupRow('Sunday Skins');
    await user.click(skins.getByRole('button', { name: 'History of Sunday Skins' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('No tournament payments yet.')).toBeInTheDocument();
    expect(dialog.getAllByRole('definition').map((item) => item.textContent)).toEqual([
      '$0.00',
      'Free',
      '6',
    ]);
  });

  it('shows "Failed to get tournament history" when the history fails', async () => {
    const user = userEvent.setup();
    renderAdmin({ [`GET ${historyPath(3)}`]: { status: 500, body: {} } });
    const office = await groupRow('Office Pool');
    await user.click(office.getByRole('button', { name: 'History of Office Pool' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Failed to get tournament history')).toBeInTheDocument();
  });
});
