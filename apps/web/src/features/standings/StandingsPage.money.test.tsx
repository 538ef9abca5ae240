import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGroupEvents } from '../../lib/live';
import { ME } from '../../test/group-fixtures';
import { standings } from './test/fixtures';
import { STANDINGS, cellOf, leaders, renderStandings, rowOf, showAt } from './test/render';

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

afterEach(() => {
  showAt(1024);
  vi.unstubAllGlobals();
  vi.mocked(useGroupEvents).mockClear();
});

describe('StandingsPage: payouts', () => {
  it("adds a Payout column with each entry's amount, a tie sharing its places", async () => {
    // A $100 pool paid 50/30/20: the two tied for 2nd share 2nd and 3rd, $25.00 each.
    const paid = leaders.map((entry, index) => ({ ...entry, payout: [50, 25, 25, 0][index]! }));
    renderStandings({ [STANDINGS]: { body: standings(paid, { entryFee: 25 }, 100) } });

    const alice = await rowOf(/Alice/);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    // In play, the Win column waits for the first forecast (empty until then).
    expect(headers).toEqual(['Rank', 'Player', 'Score', 'Win', 'Payout', 'Golfers']);
    const payoutOf = (entry: HTMLElement) => cellOf(entry, 'Payout');
    expect(payoutOf(alice)).toHaveTextContent('$50.00');
    expect(payoutOf(await rowOf(new RegExp(ME.name)))).toHaveTextContent('$25.00');
    expect(payoutOf(await rowOf(/Bo/))).toHaveTextContent('$25.00');
    // Outside the money: a dash for the eye, "None" for a screen reader.
    const cy = payoutOf(await rowOf(/Cy/));
    expect(within(cy).getByText('—')).toHaveAttribute('aria-hidden');
    expect(within(cy).getByText('None')).toHaveClass('sr-only');

    expect(screen.getByText(/Prize pool/)).toHaveTextContent('Prize pool $100.00');
    expect(screen.getByText('Projected payouts')).toBeInTheDocument();
    expect(
      screen.getByRole('table', {
        name: /total score, chance to win, projected payout and five golfers\./,
      }),
    ).toBe(alice.closest('table'));
  });

  it('calls the payouts final once the tournament is completed', async () => {
    const paid = [{ ...leaders[0]!, payout: 100 }];
    renderStandings({
      [STANDINGS]: { body: standings(paid, { status: 'completed', round: 4 }, 100) },
    });
    expect(await screen.findByText('Final payouts')).toBeInTheDocument();
    expect(screen.queryByText('Projected payouts')).not.toBeInTheDocument();
    // What each entry won, where the chance to win was: it is settled.
    expect(
      screen.getByRole('table', { name: /total score, amount won and five golfers\./ }),
    ).toBeInTheDocument();
    expect(cellOf(await rowOf(/Alice/), 'Won')).toHaveTextContent('$100.00');
    expect(screen.queryByRole('columnheader', { name: 'Win' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Payout' })).not.toBeInTheDocument();
  });

  it('shows no money at all for a free pool', async () => {
    renderStandings({ [STANDINGS]: { body: standings(leaders, {}, 0) } });
    await rowOf(/Alice/);
    expect(screen.queryByRole('columnheader', { name: 'Payout' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Prize pool/)).not.toBeInTheDocument();
    expect(screen.queryByText(/payouts/i)).not.toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: /total score, chance to win and five golfers\./ }),
    ).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Bo' }));
    expect(screen.getByRole('table', { name: /Rounds for Bo/ })).not.toHaveTextContent(/payout/i);
  });

  it("shows the entry's payout in its opened detail", async () => {
    const user = userEvent.setup();
    const paid = leaders.map((entry, index) => ({ ...entry, payout: [50, 25, 25, 0][index]! }));
    renderStandings({ [STANDINGS]: { body: standings(paid, { entryFee: 25 }, 100) } });

    await user.click(await screen.findByRole('button', { name: 'Bo' }));
    const bo = screen.getByRole('table', { name: /Rounds for Bo/ });
    expect(bo.querySelector('caption')).toHaveTextContent('Projected payout: $25.00');
    await user.click(screen.getByRole('button', { name: 'Cy' }));
    expect(screen.getByRole('table', { name: /Rounds for Cy/ })).toHaveAccessibleName(
      /Projected payout: None/,
    );
  });

  it('shows a phone the payout as a column of its own', async () => {
    showAt(375);
    const paid = leaders.map((entry, index) => ({ ...entry, payout: [50, 25, 25, 0][index]! }));
    renderStandings({ [STANDINGS]: { body: standings(paid, { entryFee: 25 }, 100) } });
    const alice = await rowOf(/Alice/);
    // Rank, player, score, the chance to win and the money: the golfers are in each entry's sheet.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rank',
      'Player',
      'Score',
      'Win',
      'Payout',
    ]);
    expect(cellOf(alice, 'Payout')).toHaveTextContent('$50.00');
    expect(within(alice).queryByText('Tier1 Golfer 1')).not.toBeInTheDocument();
  });
});
