import type { LeaderboardRow } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch, tournament } from '../../test/tournament-helpers';
import { LeaderboardPage } from './LeaderboardPage';

const session = vi.hoisted(() => ({
  isAuthenticated: true,
  loading: false,
  sessionExpected: true,
}));
vi.mock('../../lib/auth/AuthProvider', () => ({ useAuth: () => session }));

beforeEach(() => Object.assign(session, { isAuthenticated: true, loading: false }));
afterEach(() => vi.unstubAllGlobals());

const golfer = (golferId: number, name: string, totalScoreToPar: number): LeaderboardRow => ({
  golferId,
  name,
  status: 'active',
  totalScoreToPar,
  totalScore: 144 + totalScoreToPar,
  thru: 18,
  teeTime: null,
  rounds: {},
});

const live = tournament({ id: 7, status: 'active', round: 2 });
const field = [
  golfer(1, 'Scottie Scheffler', -6),
  golfer(2, 'Rory McIlroy', -3),
  golfer(3, 'Ludvig Åberg', -3),
  golfer(4, 'Jon Rahm', 2),
];
const replies = (mine: { golferId: number; entries: number }[]) => ({
  '/api/tournament/7/leaderboard': {
    body: {
      tournament: live,
      roundComplete: 1,
      roundNumber: 2,
      version: 3,
      updatedAt: '2026-06-12T22:00:00.000Z',
      leaderboard: field,
    },
  },
  '/api/tournament/7/my-golfers': { body: { golfers: mine } },
});

const rowOf = (name: RegExp) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe("the leaderboard marks a member's golfers", () => {
  it('says "Your pick" in words beside each, with how many entries hold them', async () => {
    stubFetch(
      replies([
        { golferId: 1, entries: 2 },
        { golferId: 3, entries: 1 },
      ]),
    );
    renderAt('/leaderboard?tournament=7', <LeaderboardPage />);
    expect(
      await screen.findByRole('rowheader', {
        name: /^Scottie Scheffler Your pick\s+in 2 of your entries$/,
      }),
    ).toHaveTextContent('Your pick×2');
    expect(screen.getByRole('rowheader', { name: 'Ludvig Åberg Your pick' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Rory McIlroy' })).toBeInTheDocument();
    expect(within(rowOf(/Rory/)).queryByText('Your pick')).not.toBeInTheDocument();
  });

  it('narrows the table to them with "My golfers", and back', async () => {
    const user = userEvent.setup();
    stubFetch(replies([{ golferId: 4, entries: 1 }]));
    renderAt('/leaderboard?tournament=7', <LeaderboardPage />);
    const mineOnly = await screen.findByRole('button', { name: 'My golfers (1)' });
    expect(mineOnly).toHaveAttribute('aria-pressed', 'false');
    await user.click(mineOnly);
    expect(mineOnly).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Jon RahmYour pick',
    ]);
    expect(screen.getByText('1 of 4 golfers')).toBeInTheDocument();
    await user.click(mineOnly);
    expect(screen.getAllByRole('rowheader')).toHaveLength(4);
  });

  it('waits for the marks before showing the rows, and shows the board unmarked if they fail', async () => {
    const fetchMock = stubFetch({
      ...replies([]),
      '/api/tournament/7/my-golfers': { status: 500, body: { error: 'down' } },
    });
    renderAt('/leaderboard?tournament=7', <LeaderboardPage />);
    expect(await screen.findByRole('rowheader', { name: 'Jon Rahm' })).toBeInTheDocument();
    expect(screen.queryByText('Your pick')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /My golfers/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/tournament/7/my-golfers',
    );
  });

  it('asks nothing signed out', async () => {
    Object.assign(session, { isAuthenticated: false });
    const fetchMock = stubFetch(replies([{ golferId: 1, entries: 1 }]));
    renderAt('/leaderboard?tournament=7', <LeaderboardPage />);
    expect(await screen.findByRole('rowheader', { name: 'Scottie Scheffler' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/tournament/7/my-golfers',
    );
  });
});
