import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, type ApiStubs } from '../../test/helpers';
import { FinancialReportPage } from './FinancialReportPage';
import { financialReport } from './test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const REPORT = 'GET /api/group-admin/5/financial-report';

function renderReport(stubs: ApiStubs = {}) {
  stubApi({ [REPORT]: { body: financialReport() }, ...stubs });
  renderRoute(
    '/groups/:groupId/financial-report',
    '/groups/5/financial-report',
    <FinancialReportPage />,
  );
}

const summaryTile = (label: string) =>
  within(screen.getByLabelText('Report summary')).getByText(label).parentElement!;

describe('FinancialReportPage', () => {
  it('shows breadcrumbs Groups > group > Admin > Financial Report', async () => {
    renderReport();
    const nav = await screen.findByRole('navigation', { name: 'Report breadcrumbs' });
    expect(await within(nav).findByRole('link', { name: 'Sunday Skins' })).toHaveAttribute(
      'href',
      '/groups/5',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Groups', '/groups'],
      ['Sunday Skins', '/groups/5'],
      ['Admin', '/groups/5/admin'],
    ]);
    expect(within(nav).getByText('Financial Report')).toHaveAttribute('aria-current', 'page');
  });

  it('prints with Print Report and leads back with Back to Admin', async () => {
    // happy-dom has no window.print.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderReport();
    await userEvent.click(await screen.findByRole('button', { name: 'Print Report' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute(
      'href',
      '/groups/5/admin',
    );
  });

  it('summarises tournaments, expected, collected, outstanding and the collection rate', async () => {
    renderReport();
    expect(await screen.findByText('Sunday Skins · 10 members')).toBeInTheDocument();
    expect(summaryTile('Tournaments')).toHaveTextContent('Tournaments2');
    expect(summaryTile('Expected Revenue')).toHaveTextContent('Expected Revenue$375.00');
    expect(summaryTile('Collected')).toHaveTextContent('Collected$325.00');
    expect(summaryTile('Outstanding')).toHaveTextContent('Outstanding$50.00');
    expect(summaryTile('Collection Rate')).toHaveTextContent('Collection Rate86.7%Good');
  });

  it.each([
    [95, 'Excellent'],
    [90, 'Excellent'],
    [89.9, 'Good'],
    [70, 'Good'],
    [69.9, 'Needs Attention'],
    [0, 'Needs Attention'],
  ])('labels a collection rate of %s as %s', async (rate, label) => {
    const report = financialReport();
    renderReport({
      [REPORT]: { body: { ...report, summary: { ...report.summary, collection_rate: rate } } },
    });
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(summaryTile('Collection Rate')).toHaveTextContent(`${rate}%${label}`);
  });

  it('charts expected against collected with a text alternative', async () => {
    renderReport();
    expect(
      await screen.findByRole('img', {
        name:
          'Expected versus collected by tournament. The Fairway Open: expected $250.00, collected $200.00 (80%); ' +
          'Summer Classic: expected $125.00, collected $125.00 (100%).',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Expected vs Collected' })).toBeInTheDocument();
  });

  it('lists each tournament with the money first, the date, fee, expected and paid members folded in', async () => {
    renderReport();
    const table = await screen.findByRole('table');
    // Columns by importance: what an admin acts on and the money; nothing else has a column.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tournament', 'Collected', 'Outstanding', 'Rate', 'Prize Pool', 'Payouts']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        '$200.00of $250.00',
        '$50.00',
        '80%8/10 paid',
        '$250.00',
        '1. Alice Ace #2 $150.002. Bo Birdie $100.00',
      ],
      [
        '$125.00of $125.00',
        '$0.00',
        '100%10/10 paid',
        '$250.00',
        '1. Alice Ace #2 $150.002. Bo Birdie $100.00',
      ],
    ]);
    const spring = within(rows[0]!).getByRole('rowheader');
    expect(within(spring).getByRole('link', { name: 'The Fairway Open' })).toHaveAttribute(
      'href',
      '/groups/5/tournament/7/payments',
    );
    // Under the name: the start date and entry fee; and on a phone (hidden from sm up) the
    // columns a phone leaves out.
    expect(within(spring).getByText('Apr 9, 2026').parentElement).toHaveTextContent(
      'Apr 9, 2026 · $25.00 entry',
    );
    const phoneFold = within(spring)
      .getByText(/collected ·/)
      .closest('div')!;
    expect(phoneFold).toHaveClass('sm:hidden');
    expect(phoneFold).toHaveTextContent(
      '80% collected · 8/10 paidPrize pool $250.001. Alice Ace #2 $150.002. Bo Birdie $100.00',
    );
    for (const heading of ['Rate', 'Prize Pool', 'Payouts'])
      expect(within(table).getByRole('columnheader', { name: heading })).toHaveClass(
        'max-sm:hidden',
      );
  });

  it('says so when there is no tournament to report', async () => {
    const report = financialReport({ tournaments: [] });
    renderReport({
      [REPORT]: {
        body: {
          ...report,
          summary: {
            total_tournaments: 0,
            total_expected_revenue: 0,
            total_collected: 0,
            total_outstanding: 0,
            collection_rate: 0,
          },
        },
      },
    });
    expect(await screen.findByText('No tournaments to report yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows "Failed to fetch financial report" with Retry when loading fails without a reason', async () => {
    renderReport({ [REPORT]: { status: 500, body: {} } });
    expect(await screen.findByText('Error Loading Financial Report')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch financial report')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it("shows the server's refusal to a non-admin, without Retry", async () => {
    renderReport({ [REPORT]: { status: 403, body: { error: 'Group admin access required' } } });
    expect(await screen.findByText('Group admin access required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('marks its root for the print stylesheet and hides its buttons on paper', async () => {
    renderReport();
    const print = await screen.findByRole('button', { name: 'Print Report' });
    expect(print.closest('[data-print-root]')).not.toBeNull();
    expect(print.parentElement).toHaveClass('print:hidden');
  });
});
