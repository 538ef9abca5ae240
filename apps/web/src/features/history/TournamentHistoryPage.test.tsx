import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../test/helpers';
import { TournamentHistoryPage } from './TournamentHistoryPage';
import { signInAs } from './test/auth-mock';
import { historyDetail } from '../../test/history-fixtures';

vi.mock('../../lib/auth/AuthProvider', async () => (await import('./test/auth-mock')).authModule);

afterEach(() => {
  vi.unstubAllGlobals();
  signInAs(10);
});

const DETAIL = 'GET /api/tournament/3/history';
const renderDetail = () =>
  renderRoute(
    '/tournament/:tournamentId/history',
    '/tournament/3/history',
    <TournamentHistoryPage />,
  );

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr') as HTMLElement;

describe('TournamentHistoryPage', () => {
  it('shows the results: dates, entries, winner and the picks table', async () => {
    stubApi({ [DETAIL]: { body: historyDetail() } });
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring Invitational' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Apr 2 – Apr 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('4 total entries')).toBeInTheDocument();
    expect(screen.getByText('Winner:')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rank',
      'Player',
      'Picks',
      'Total Score',
    ]);

    const alice = await rowOf('Alice');
    expect(within(alice).getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    const picks = within(alice).getAllByRole('cell')[1]!;
    expect(picks.textContent).toBe(
      'Tier 1 Scottie Scheffler (-3),Tier 2 Rory McIlroy (+1),Tier 3 Tommy Fleetwood (E),Tier 4 Sam Burns (-5),Tier 4 Si Woo Kim (-5)',
    );
    expect(
      within(picks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tier 1 Scottie Scheffler (-3),',
      'Tier 2 Rory McIlroy (+1),',
      'Tier 3 Tommy Fleetwood (E),',
      'Tier 4 Sam Burns (-5),',
      'Tier 4 Si Woo Kim (-5)',
    ]);

    const me = await rowOf('Casey Me');
    expect(me).toHaveAttribute('data-mine', 'true');
    expect(within(me).getByText('You')).toBeInTheDocument();
    const rankCell = within(me).getAllByRole('cell')[0]!;
    expect(within(rankCell).getByText('T2')).toBeInTheDocument();
    expect(within(me).getByRole('img', { name: 'Silver medal' })).toBeInTheDocument();
    const cy = await rowOf('Cy');
    expect(cy).not.toHaveAttribute('data-mine');
    expect(within(cy).queryByRole('img', { name: /medal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Manage Entries/ })).not.toBeInTheDocument();
  });

  it('adds a Payout column when the pool paid, the tie sharing its places', async () => {
    const paid = historyDetail();
    const amounts = [50, 25, 25, 0];
    paid.entries = paid.entries.map((entry, index) => ({ ...entry, payout: amounts[index]! }));
    stubApi({ [DETAIL]: { body: paid } });
    renderDetail();

    const alice = await rowOf('Alice');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(-2)).toEqual(['Total Score', 'Payout']);
    const payoutOf = (entry: HTMLElement) => within(entry).getAllByRole('cell').at(-1)!;
    expect(payoutOf(alice)).toHaveTextContent('$50.00');
    expect(payoutOf(await rowOf('Casey Me'))).toHaveTextContent('$25.00');
    expect(payoutOf(await rowOf('Bo'))).toHaveTextContent('$25.00');
    expect(within(payoutOf(await rowOf('Cy'))).getByText('None')).toHaveClass('sr-only');
    expect(screen.getByRole('table', { name: /with what each entry won/ })).toBeInTheDocument();
  });

  it('has no Payout column when nobody was paid (a free pool)', async () => {
    stubApi({ [DETAIL]: { body: historyDetail() } });
    renderDetail();
    await rowOf('Alice');
    expect(screen.queryByRole('columnheader', { name: 'Payout' })).not.toBeInTheDocument();
  });

  it('links the platform administrator to Manage Entries', async () => {
    signInAs(1);
    stubApi({ [DETAIL]: { body: historyDetail() } });
    renderDetail();
    expect(await screen.findByRole('link', { name: /Manage Entries/ })).toHaveAttribute(
      'href',
      '/admin/tournament/3/entries',
    );
  });

  it("shows the server's reason when the user did not take part, without Retry", async () => {
    stubApi({
      [DETAIL]: { status: 403, body: { error: 'You did not take part in this tournament' } },
    });
    renderDetail();
    expect(await screen.findByText('You did not take part in this tournament')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('falls back to "Failed to fetch tournament details"', async () => {
    stubApi({ [DETAIL]: { status: 500, body: {} } });
    renderDetail();
    expect(await screen.findByText('Failed to fetch tournament details')).toBeInTheDocument();
  });
});
