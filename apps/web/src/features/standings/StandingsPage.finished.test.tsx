import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME } from '../../test/group-fixtures';
import { row, standings } from './test/fixtures';
import { STANDINGS, cellOf, renderStandings, rowOf } from './test/render';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME: me } = await import('../../test/group-fixtures');
  return {
    useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true, isPlatformAdmin: false }),
  };
});
vi.mock('../../lib/live', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useGroupEvents: vi.fn(() => 'open'),
}));

afterEach(() => vi.unstubAllGlobals());

/**
 * A $100 pool paid 50/30/20 that has finished: Alice won at -16; Bo and the viewer were level
 * at -12 and the tiebreak put the viewer (guess -14, the winner's score) third and Bo (-10)
 * fourth; Cy and Di tie for fifth with the same guess. Settled chances ride along, as the server
 * sends them: the page must not show them.
 */
const settled = { winProbability: 0, cashProbability: 0, expectedPayout: 0 };
const finished = [
  row({ entryId: 1, rank: 1, player: { id: 1, name: 'Alice' }, totalScore: -16, payout: 50 }),
  row({ entryId: 2, rank: 2, player: { id: 2, name: 'Ann' }, totalScore: -13, payout: 30 }),
  row({
    entryId: 3,
    rank: 3,
    player: { id: ME.id, name: ME.name },
    totalScore: -12,
    tiebreaker: -14,
    decidedByTiebreak: true,
    payout: 20,
  }),
  row({
    entryId: 4,
    rank: 4,
    player: { id: 4, name: 'Bo' },
    totalScore: -12,
    tiebreaker: -10,
    decidedByTiebreak: true,
  }),
  row({ entryId: 5, rank: 5, tied: true, player: { id: 5, name: 'Cy' }, tiebreaker: -8 }),
  row({ entryId: 6, rank: 5, tied: true, player: { id: 6, name: 'Di' }, tiebreaker: -8 }),
].map((entry, index) => ({
  ...entry,
  ...settled,
  ...(index === 0 && { winProbability: 1, cashProbability: 1, expectedPayout: 50 }),
}));
const completed = { status: 'completed' as const, round: 4, winningScore: -14, entryFee: 25 };

describe('StandingsPage: a finished tournament', () => {
  it('shows what each entry won instead of its chance, and no Your Chances card', async () => {
    renderStandings({ [STANDINGS]: { body: standings(finished, completed, 100) } });
    const alice = await rowOf(/Alice/);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rank',
      'Player',
      'Score',
      'Won',
      'Golfers',
    ]);
    expect(cellOf(alice, 'Won')).toHaveTextContent('$50.00');
    expect(cellOf(await rowOf(new RegExp(ME.name)), 'Won')).toHaveTextContent('$20.00');
    expect(within(cellOf(await rowOf(/Bo/), 'Won')).getByText('None')).toHaveClass('sr-only');
    expect(screen.queryByText('100%')).not.toBeInTheDocument();
    expect(screen.getByText('Final payouts')).toBeInTheDocument();

    // The cards below the table are there (every row is), but not the settled chances.
    expect(await screen.findByRole('region', { name: 'Most picked golfers' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your chances' })).not.toBeInTheDocument();
    // Nor in an entry opened up: its payout, its tiebreak, no chances.
    await userEvent.click(within(alice).getByRole('button', { name: /Alice/ }));
    const detail = screen.getByRole('region', { name: 'Rounds for Alice' });
    expect(detail.querySelector('caption dl')).toHaveTextContent('Payout: $50.00');
    expect(detail).not.toHaveTextContent(/Chance to/);
    expect(detail).not.toHaveTextContent(/Expected payout/);
  });

  it('says the winning score, marks ties T and tells how the tiebreak placed level entries', async () => {
    renderStandings({ [STANDINGS]: { body: standings(finished, completed, 100) } });
    expect(await screen.findByText('Winning score: -14')).toBeInTheDocument();

    const mine = await rowOf(new RegExp(ME.name));
    const bo = await rowOf(/Bo/);
    // Placed by the tiebreak: 3rd and 4th, not tied, each saying how.
    expect(within(mine).getByText('3')).toBeInTheDocument();
    expect(within(mine).getByText('Tiebreak: guess -14, winner -14')).toBeInTheDocument();
    expect(within(bo).getByText('4')).toBeInTheDocument();
    expect(within(bo).getByText('Tiebreak: guess -10, winner -14')).toBeInTheDocument();
    // Still level after it (the same guess): they share 5th, and nothing is said of a tiebreak.
    for (const name of [/Cy/, /Di/]) {
      const tied = await rowOf(name);
      expect(within(tied).getByText('T5')).toBeInTheDocument();
      expect(within(tied).queryByText(/Tiebreak/)).not.toBeInTheDocument();
    }
    expect(within(await rowOf(/Alice/)).queryByText(/Tiebreak/)).not.toBeInTheDocument();

    // The opened entry says it too, in place of the bare guess.
    await userEvent.click(within(bo).getByRole('button', { name: /Bo/ }));
    expect(
      screen.getByRole('region', { name: 'Rounds for Bo' }).querySelector('caption dl'),
    ).toHaveTextContent('Tiebreak: guess -10, winner -14');
  });

  it('shows no money and no chances once a free pool has finished', async () => {
    const free = finished.map((entry) => ({ ...entry, payout: 0 }));
    renderStandings({ [STANDINGS]: { body: standings(free, { ...completed, entryFee: 0 }, 0) } });
    await rowOf(/Alice/);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rank',
      'Player',
      'Score',
      'Golfers',
    ]);
    expect(screen.getByText('Winning score: -14')).toBeInTheDocument();
  });

  it('shows no winning score and no tiebreak note while in play, only ties', async () => {
    const inPlay = finished.map((entry) => ({
      ...entry,
      // In play, level scores share a rank: the tiebreak waits for the end.
      ...(entry.totalScore === -12 && { rank: 3, tied: true, decidedByTiebreak: false }),
    }));
    renderStandings({ [STANDINGS]: { body: standings(inPlay, { entryFee: 25 }, 100) } });
    const bo = await rowOf(/Bo/);
    expect(within(bo).getByText('T3')).toBeInTheDocument();
    expect(within(bo).queryByText(/Tiebreak:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Winning score/)).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Win' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Payout' })).toBeInTheDocument();
  });
});
