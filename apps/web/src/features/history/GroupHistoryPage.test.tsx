import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { group } from '../../test/group-fixtures';
import { renderRoute, stubApi, type ApiStubs } from '../../test/helpers';
import { GroupHistoryPage } from './GroupHistoryPage';
import { signInAs } from './test/auth-mock';
import { historyItem } from '../../test/history-fixtures';

vi.mock('../../lib/auth/AuthProvider', async () => (await import('./test/auth-mock')).authModule);

afterEach(() => {
  vi.unstubAllGlobals();
  signInAs(10);
});

const HISTORY = 'GET /api/pool-groups/5/history';

function renderGroupHistory(stubs: ApiStubs) {
  stubApi({ 'GET /api/pool-groups/5': { body: group() }, ...stubs });
  renderRoute('/groups/:groupId/history', '/groups/5/history', <GroupHistoryPage />);
}

const twoTournaments = [
  historyItem(),
  historyItem({
    id: 2,
    name: 'Winter Classic',
    startDate: '2026-01-08',
    winner: { name: 'Bo', totalScore: 0, groupId: 5 },
    totalEntries: 1,
    averageScore: 2.25,
  }),
];

describe('GroupHistoryPage', () => {
  it('shows a card per completed tournament with winner, entries and average', async () => {
    renderGroupHistory({ [HISTORY]: { body: twoTournaments } });

    const spring = await screen.findByRole('article', { name: 'Spring Invitational' });
    expect(within(spring).getByText('Apr 2, 2026')).toBeInTheDocument();
    expect(within(spring).getByText('Alice')).toBeInTheDocument();
    expect(within(spring).getByText('-12')).toHaveClass('text-under-par');
    expect(within(spring).getByText('8')).toBeInTheDocument();
    expect(within(spring).getByText('-3.4')).toBeInTheDocument();
    expect(within(spring).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/tournament/3/history',
    );
    const winter = screen.getByRole('article', { name: 'Winter Classic' });
    expect(within(winter).getByText('E')).toBeInTheDocument();
    expect(within(winter).getByText('+2.3')).toBeInTheDocument();

    expect(await screen.findByText('Sunday Skins')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Manage Entries/ })).not.toBeInTheDocument();
  });

  it("shows the winner's payout when the pool paid, and none for a free pool", async () => {
    const paid = historyItem({
      payouts: [
        {
          groupId: 5,
          rank: 1,
          playerName: 'Alice',
          entryNumber: null,
          totalScore: -12,
          payout: 60,
        },
        { groupId: 5, rank: 2, playerName: 'Bo', entryNumber: null, totalScore: -7, payout: 40 },
      ],
    });
    renderGroupHistory({ [HISTORY]: { body: [paid, twoTournaments[1]!] } });

    const spring = await screen.findByRole('article', { name: 'Spring Invitational' });
    expect(within(spring).getByText(/won/)).toHaveTextContent('won $60.00');
    const winter = screen.getByRole('article', { name: 'Winter Classic' });
    expect(within(winter).queryByText(/won/)).not.toBeInTheDocument();
  });

  it('offers Manage Entries to the platform administrator only', async () => {
    signInAs(1);
    renderGroupHistory({ [HISTORY]: { body: twoTournaments } });
    const links = await screen.findAllByRole('link', { name: /Manage Entries/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/tournament/3/entries',
      '/admin/tournament/2/entries',
    ]);
  });

  it('says so when the group has no completed tournaments', async () => {
    renderGroupHistory({ [HISTORY]: { body: [] } });
    expect(await screen.findByText('No completed tournaments yet')).toBeInTheDocument();
  });

  it('shows "Error Loading Group History" with the fallback text', async () => {
    renderGroupHistory({ [HISTORY]: { status: 500, body: {} } });
    expect(await screen.findByText('Error Loading Group History')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch tournament history')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
