import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../test/helpers';
import { TournamentHistoryPage } from './TournamentHistoryPage';
import { signInAs } from './test/auth-mock';
import { detailEntry, historyDetail } from '../../test/history-fixtures';

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

  it("labels each entry by its group when several are listed, each rank that group's own", async () => {
    // Two groups' results together: each has its own winner, and a 1st in each is no tie.
    stubApi({
      [DETAIL]: {
        body: historyDetail({
          groups: [
            { id: 5, name: 'Sunday Skins' },
            { id: 6, name: 'Office Pool' },
          ],
          entries: [
            detailEntry({ payout: 40 }),
            detailEntry({ id: 5, userId: 10, groupId: 6, playerName: 'Casey Me', totalScore: -9 }),
            detailEntry({ id: 6, userId: 3, groupId: 6, rank: 2, playerName: 'Bo' }),
            detailEntry({ id: 7, userId: 10, groupId: 5, rank: 2, playerName: 'Casey Me' }),
          ],
        }),
      },
    });
    renderDetail();
    const alice = await rowOf('Alice');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rank',
      'Player',
      'Group',
      'Picks',
      'Total Score',
      'Payout',
    ]);
    const groupOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1]!.textContent;
    expect(groupOf(alice)).toBe('Sunday Skins');
    expect(groupOf(await rowOf('Bo'))).toBe('Office Pool');
    // Casey has one entry in each group: neither is numbered, and each 1st reads "1", not "T1".
    const caseys = screen
      .getAllByRole('rowheader', { name: /Casey Me/ })
      .map((header) => header.closest('tr')!);
    expect(caseys.map((row) => within(row).getByRole('rowheader').firstChild!.textContent)).toEqual(
      ['Casey Me', 'Casey Me'],
    );
    expect(caseys.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '1',
      '2',
    ]);
    expect(within(alice).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    // Each group's winner is named with the group.
    const winners = screen.getAllByText('Winner:').map((label) => label.closest('p')!.textContent);
    expect(winners).toEqual([
      'Winner:Alice-12won $40.00in Sunday Skins',
      'Winner:Casey Me-9in Office Pool',
    ]);
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
