import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsMade } from '../../test/helpers';
import { paymentsResponse } from './test/fixtures';
import { HANDLES_PATH, PAYMENTS_PATH, findMemberRow, renderPaymentsPage } from './test/render';

const me = vi.hoisted(() => ({ id: 1000, name: 'Casey Admin' }));
vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true }),
}));

afterEach(() => vi.unstubAllGlobals());

describe('PaymentsPage', () => {
  it('shows the tournament, its entry fee and the summary tiles', async () => {
    renderPaymentsPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Fairway Open' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Payment Manager · Entry fee/)).toHaveTextContent(
      'Payment Manager · Entry fee $25.00 per entry',
    );
    const summary = within(screen.getByLabelText('Payment summary'));
    const tile = (label: string) => summary.getByText(label).parentElement!;
    expect(tile('Expected')).toHaveTextContent('Expected$125.00');
    expect(tile('Collected')).toHaveTextContent('Collected$60.00');
    expect(tile('Outstanding')).toHaveTextContent('Outstanding$65.00');
    expect(tile('Collection Rate')).toHaveTextContent('Collection Rate48%');
    expect(tile('Members')).toHaveTextContent('Members41 paid · 4 entries');
  });

  it('lists every member with amounts, a status badge, method, date and recorder', async () => {
    renderPaymentsPage();
    const alice = await findMemberRow('Alice Ace');
    for (const text of ['alice@example.com', '2', '$50.00', 'Paid', 'Venmo'])
      expect(alice.getAllByText(text)[0]).toBeInTheDocument();
    expect(alice.getAllByText(/Apr 2, 2026/)[0]).toHaveTextContent('Apr 2, 2026 · by Casey Admin');
    expect(alice.getAllByText('Paid')[0]).toHaveClass('text-primary');

    const bo = await findMemberRow('Bo Birdie');
    expect(bo.getByText('$10.00')).toBeInTheDocument();
    expect(bo.getAllByText('Partial')[0]).toHaveClass('text-warning');
    expect(bo.getAllByText('Cash')[0]).toBeInTheDocument();

    const carl = await findMemberRow('Carl Chip');
    expect(carl.getAllByText('Unpaid')[0]).toHaveClass('text-danger');
    // Not paid yet: nothing under Paid By.
    expect(carl.getAllByText('–')).toHaveLength(1);

    const dana = await findMemberRow('Dana Divot');
    expect(dana.getAllByText('No entry')[0]).toHaveClass('text-muted');
    expect(dana.getByRole('button', { name: 'Mark Paid for Dana Divot' })).toBeInTheDocument();
    expect(
      dana.getByRole('button', { name: 'Request Payment from Dana Divot' }),
    ).toBeInTheDocument();
  });

  it('puts the member, the money, the status and the actions first; Entries and Paid By fold on a narrower box', async () => {
    renderPaymentsPage();
    const alice = await findMemberRow('Alice Ace');
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Member',
      'Entries',
      'Amount Due',
      'Amount Paid',
      'Status',
      'Paid By',
      'Actions',
    ]);
    // The two columns that fold are shown only in a box 64rem wide (a 1280 px screen with the
    // sidebar open has 60rem); their content is then under the email and under the status.
    const roomy = headers.filter((header) => header.className.includes('@5xl:table-cell'));
    expect(roomy.map((header) => header.textContent)).toEqual(['Entries', 'Paid By']);
    const [member, , , , status] = [
      alice.getByRole('rowheader'),
      ...alice.getAllByRole('cell'),
    ] as HTMLElement[];
    expect(within(member!).getAllByText('2 entries')[0]).toHaveClass('@5xl:hidden');
    expect(within(status!).getByText('Venmo').closest('.\\@5xl\\:hidden')).not.toBeNull();
  });

  it('offers the admin no payment request from herself', async () => {
    me.id = 14;
    try {
      renderPaymentsPage();
      const dana = await findMemberRow('Dana Divot');
      expect(dana.getByRole('button', { name: 'Mark Paid for Dana Divot' })).toBeInTheDocument();
      expect(dana.queryByRole('button', { name: /^Request Payment/ })).not.toBeInTheDocument();
      const carl = await findMemberRow('Carl Chip');
      expect(
        carl.getByRole('button', { name: 'Request Payment from Carl Chip' }),
      ).toBeInTheDocument();
    } finally {
      me.id = 1000;
    }
  });

  it("shows the server's payouts by the tournament's own structure, not a fixed 50/30/20", async () => {
    renderPaymentsPage({
      [`GET ${PAYMENTS_PATH}`]: {
        body: paymentsResponse({
          payout_structure: '60/40',
          payouts: {
            platform_fee: 19,
            prize_pool: 81,
            place_payouts: [
              { place: 1, percent: 60, amount: 48.6 },
              { place: 2, percent: 40, amount: 32.4 },
            ],
            paid_entries: [
              { rank: 1, player_name: 'Alice Ace', entry_number: 1, payout: 48.6 },
              { rank: 2, player_name: 'Bo Birdie', entry_number: null, payout: 16.2 },
              { rank: 2, player_name: 'Alice Ace', entry_number: 2, payout: 16.2 },
            ],
            payouts_final: true,
          },
        }),
      },
    });
    expect(
      await screen.findByText(
        '60/40 split of the $81.00 prize pool (entry fees, less the $19.00 platform fee)',
      ),
    ).toBeInTheDocument();
    const places = screen.getByRole('list', { name: 'Places paid' });
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1st Place60%$48.60', '2nd Place40%$32.40']);
    expect(screen.getByText('Final payouts')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Entries in the money' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Alice Ace #1$48.60', '2. Bo Birdie$16.20', '2. Alice Ace #2$16.20']);
  });

  it('lists recent payment changes: who recorded what, and when', async () => {
    renderPaymentsPage();
    const list = await screen.findByRole('list', { name: 'Recent payment changes' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent(
      'Casey Admin recorded $50.00 paid by Alice Ace via Venmo (ref. V-123)',
    );
    expect(item.querySelector('time')).toHaveAttribute('datetime', '2026-04-02T15:00:00.000Z');
  });

  it('says so when no payment was recorded yet', async () => {
    renderPaymentsPage({ [`GET ${PAYMENTS_PATH}`]: { body: paymentsResponse({ changes: [] }) } });
    expect(await screen.findByText('No payments recorded yet.')).toBeInTheDocument();
  });

  it('links back to the group admin page', async () => {
    renderPaymentsPage();
    expect(await screen.findByRole('link', { name: 'Back to Admin' })).toHaveAttribute(
      'href',
      '/groups/5/admin',
    );
  });

  it('shows "Failed to fetch payment data" with Retry when loading fails without a reason', async () => {
    const fetchMock = renderPaymentsPage({ [`GET ${PAYMENTS_PATH}`]: { status: 500, body: {} } });
    expect(await screen.findByText('Error Loading Payments')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch payment data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(`GET ${HANDLES_PATH}`);
  });

  it("shows the server's refusal to a non-admin, without Retry", async () => {
    renderPaymentsPage({
      [`GET ${PAYMENTS_PATH}`]: { status: 403, body: { error: 'Group admin access required' } },
    });
    expect(await screen.findByText('Group admin access required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Group' })).toHaveAttribute(
      'href',
      '/groups/5',
    );
  });
});
