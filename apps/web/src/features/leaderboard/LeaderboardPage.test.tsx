import type { LeaderboardResponse, LeaderboardRow } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch, tournament } from '../../test/tournament-helpers';
import { LeaderboardPage } from './LeaderboardPage';

// Signed out: the public leaderboard (a member's marks are in LeaderboardPage.mine.test.tsx).
vi.mock('../../lib/auth/AuthProvider', () => ({
  useAuth: () => ({ isAuthenticated: false, loading: false, sessionExpected: false }),
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function golfer(
  golferId: number,
  name: string,
  totalScoreToPar: number | null,
  overrides: Partial<LeaderboardRow> = {},
): LeaderboardRow {
  return {
    golferId,
    name,
    status: 'active',
    totalScoreToPar,
    totalScore: totalScoreToPar === null ? null : 144 + totalScoreToPar,
    thru: 18,
    teeTime: null,
    rounds: {
      '1': { score: 72, toPar: 0, thru: 18 },
      '2': { score: 72 + (totalScoreToPar ?? 0), toPar: totalScoreToPar, thru: 18 },
    },
    ...overrides,
  };
}

const live = tournament({ id: 7, name: 'The Fairway Open', status: 'active', round: 2 });

function board(leaderboard: LeaderboardRow[]): LeaderboardResponse {
  return {
    tournament: live,
    roundComplete: 1,
    roundNumber: 2,
    version: 3,
    updatedAt: '2026-06-12T22:00:00.000Z',
    leaderboard,
  };
}

const field = [
  golfer(1, 'Scottie Scheffler', -6),
  golfer(2, 'Rory McIlroy', -3),
  golfer(3, 'Ludvig Åberg', -3),
  golfer(4, 'Xander Schauffele', 0),
  golfer(5, 'Jon Rahm', 2),
  golfer(6, 'Tiger Woods', 9, { status: 'CUT' }),
];

const rowFor = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('LeaderboardPage', () => {
  it('shows the featured tournament with shared ranks, golf scores and CUT golfers marked', async () => {
    stubFetch({
      '/api/tournaments': { body: [tournament({ id: 6, status: 'completed' }), live] },
      '/api/tournament/7/leaderboard': { body: board(field) },
    });
    renderAt('/leaderboard', <LeaderboardPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Fairway Open' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Round 2 · Complete')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /The Fairway Open leaderboard/ })).toBeInTheDocument();

    const leader = within(rowFor('Scottie Scheffler'));
    expect(leader.getByText('1')).toBeInTheDocument();
    expect(leader.getAllByText('-6')[0]).toHaveClass('text-under-par');

    expect(within(rowFor('Rory McIlroy')).getByText('T2')).toBeInTheDocument();
    expect(within(rowFor('Ludvig Åberg')).getByText('T2')).toBeInTheDocument();
    expect(within(rowFor('Xander Schauffele')).getByText('4')).toBeInTheDocument();
    expect(within(rowFor('Xander Schauffele')).getAllByText('E').length).toBeGreaterThan(0);
    expect(within(rowFor('Jon Rahm')).getAllByText('+2').length).toBeGreaterThan(0);

    const cut = rowFor('Tiger Woods');
    expect(cut).toHaveAttribute('data-status', 'CUT');
    expect(cut).toHaveClass('text-muted');
    expect(within(cut).getAllByText('CUT').length).toBe(2); // position column and status badge
    expect(screen.getByText('Missed the cut')).toBeInTheDocument();
  });

  it('shows a named tournament and filters golfers by name without changing their positions', async () => {
    const fetchMock = stubFetch({ '/api/tournament/7/leaderboard': { body: board(field) } });
    renderAt('/leaderboard?tournament=7', <LeaderboardPage />);

    await screen.findByRole('heading', { level: 1, name: 'The Fairway Open' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/tournaments', expect.anything());

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a golfer' }), 'aberg');
    expect(screen.queryByRole('rowheader', { name: 'Rory McIlroy' })).not.toBeInTheDocument();
    expect(within(rowFor('Ludvig Åberg')).getByText('T2')).toBeInTheDocument();
    expect(screen.getByText('1 of 6 golfers')).toBeInTheDocument();
  });

  it('renders a full field in part: the rows on screen, the whole count for screen readers', async () => {
    // happy-dom lays nothing out: the table's box is given a screenful, each row 41 px.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    const readHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(41);
    const full = Array.from({ length: 156 }, (_, i) =>
      golfer(i + 1, `Golfer ${i + 1}`, i - 20, i >= 70 ? { status: 'CUT' } : {}),
    );
    stubFetch({ '/api/tournament/7/leaderboard': { body: board(full) } });
    renderAt('/leaderboard?tournament=7', <LeaderboardPage />);

    const table = await screen.findByRole('table', { name: /The Fairway Open leaderboard/ });
    expect(within(table).getByRole('rowheader', { name: 'Golfer 1' })).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader').length).toBeLessThan(60);
    // 156 golfers, the line above those out, the header.
    expect(table).toHaveAttribute('aria-rowcount', '158');
    expect(within(table).queryByRole('rowheader', { name: 'Golfer 156' })).toBeNull();
    // Rows are measured as the browser reports their size, not by reading offsetHeight as they
    // mount (which forces the page's layout inside React's commit: one long task on a phone).
    expect(readHeight).not.toHaveBeenCalled();
  });

  it('says "No Active Tournament" when only completed tournaments exist', async () => {
    stubFetch({ '/api/tournaments': { body: [tournament({ id: 6, status: 'completed' })] } });
    renderAt('/leaderboard', <LeaderboardPage />);
    expect(await screen.findByText('No Active Tournament')).toBeInTheDocument();
    expect(screen.getByText(/Check back when a tournament is active/)).toBeInTheDocument();
  });

  it('says "Check Back Soon." when the field is not posted yet', async () => {
    stubFetch({
      '/api/tournaments': { body: [tournament({ id: 7, status: 'upcoming' })] },
      '/api/tournament/7/leaderboard': { body: { ...board([]), roundNumber: 0, roundComplete: 0 } },
    });
    renderAt('/leaderboard', <LeaderboardPage />);
    expect(await screen.findByText('Check Back Soon.')).toBeInTheDocument();
  });

  it('shows "Error Loading Leaderboard" with Retry when the leaderboard call fails', async () => {
    stubFetch({
      '/api/tournaments': { body: [live] },
      '/api/tournament/7/leaderboard': { status: 500, body: { error: 'Internal Server Error' } },
    });
    renderAt('/leaderboard', <LeaderboardPage />);
    expect(await screen.findByText('Error Loading Leaderboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
