import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME } from '../../test/group-fixtures';
import { row, standings } from './test/fixtures';
import { STANDINGS, cellOf, leaders, renderStandings, rowOf } from './test/render';

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

const ENTRY = '/api/pool-groups/5/tournaments/7/entries';
const FORECAST = { simulations: 10_000, simulatedAt: '2026-06-12T18:30:02.000Z', upToDate: true };
const chances = [0.62, 0.3, 0.08, 0];
const forecast = leaders.map((entry, i) => ({
  ...entry,
  winProbability: chances[i]!,
  cashProbability: [0.97, 0.71, 0.66, 0.004][i]!,
  expectedPayout: [61.5, 27.25, 11.25, 0][i]!,
}));

function renderWithChances(rows = forecast, extra = {}) {
  renderStandings({
    [STANDINGS]: { body: { ...standings(rows, {}, 100), forecast: FORECAST } },
    [`GET ${ENTRY}/2/chances`]: {
      body: {
        rounds: [
          { round: 1, winProbability: 0.12 },
          { round: 2, winProbability: 0.3 },
        ],
      },
    },
    [`GET ${ENTRY}/2/rooting`]: {
      body: [
        { golferId: 11, name: 'Tier1 Golfer 2', held: true, swing: 0.14 },
        { golferId: 12, name: 'Rival Leader', held: false, swing: -0.09 },
        { golferId: 13, name: 'Tier3 Golfer 2', held: true, swing: 0.004 },
      ],
    },
    ...extra,
  });
}

describe('StandingsPage: chances to win', () => {
  it("adds a Win column with each entry's chance", async () => {
    renderWithChances();
    const alice = await rowOf(/Alice/);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    // A desk under 1440 px: the chance and the money before the golfers' compact cell.
    expect(headers).toEqual(['Rank', 'Player', 'Score', 'Win', 'Payout', 'Golfers']);
    expect(cellOf(alice, 'Win')).toHaveTextContent('62%');
    expect(cellOf(await rowOf(/Cy/), 'Win')).toHaveTextContent('0%');
    expect(
      screen.getByRole('table', { name: /chance to win, projected payout and five golfers\./ }),
    ).toBe(alice.closest('table'));
    // An entry opened up says its chances to win and to cash, and what it can expect to win.
    await userEvent.click(within(alice).getByRole('button', { name: /Alice/ }));
    const detail = screen.getByRole('region', { name: 'Rounds for Alice' });
    expect(
      [...detail.querySelectorAll('caption dl > div')].map((fact) => fact.textContent),
    ).toEqual([
      'Projected payout: —None',
      'Chance to win: 62%',
      'Chance to cash: 97%',
      'Expected payout: $61.50',
    ]);
  });

  it("shows the viewer's chance, its chance by round and whom to root for", async () => {
    renderWithChances();
    const card = await screen.findByRole('region', { name: 'Your chances' });
    expect(card).toHaveTextContent('Simulated from here to the last putt, 10,000 times');
    expect(within(card).getByText('30%', { selector: 'dd' })).toBeInTheDocument();
    // In a pool that pays: the chance to finish in the paid places beside the chance to win.
    expect(within(card).getByText('Chance to cash').nextElementSibling).toHaveTextContent('71%');
    expect(within(card).getByText('$27.25')).toBeInTheDocument();
    const byRound = await within(card).findByRole('list', { name: 'Chance to win by round' });
    expect(
      within(byRound)
        .getAllByRole('listitem')
        .map((bar) => bar.textContent),
    ).toEqual(['12%after R1', '30%after R2']);
    const rootFor = await within(card).findByRole('region', { name: 'Root for' });
    expect(
      within(rootFor)
        .getAllByRole('listitem')
        .map((golfer) => golfer.textContent),
    ).toEqual([
      'Tier1 Golfer 2 Yours+14 pts to your chance if they play well',
      'Tier3 Golfer 2 Yours+<1 pt to your chance if they play well',
    ]);
    const against = within(card).getByRole('region', { name: 'Root against' });
    expect(against).toHaveTextContent('Rival Leader −9 pts to your chance if they play well');
  });

  it('says when whom to root for cannot be worked out (forecasts busy), and asks again on request', async () => {
    let busy = true;
    renderWithChances(forecast, {
      [`GET ${ENTRY}/2/rooting`]: () =>
        busy
          ? {
              status: 503,
              body: { error: 'Forecasts are busy right now. Please try again in a moment.' },
            }
          : { body: [{ golferId: 11, name: 'Tier1 Golfer 2', held: true, swing: 0.14 }] },
    });
    const card = await screen.findByRole('region', { name: 'Your chances' });
    expect(
      await within(card).findByText('Whom to root for could not be worked out just now.'),
    ).toBeInTheDocument();
    busy = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    const rootFor = await within(card).findByRole('region', { name: 'Root for' });
    expect(rootFor).toHaveTextContent('Tier1 Golfer 2');
    expect(within(card).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('lets a player with several entries choose which one', async () => {
    const second = {
      ...row({ entryId: 9, rank: 3, player: { id: ME.id, name: ME.name } }),
      winProbability: 0.05,
      cashProbability: 0.2,
      expectedPayout: 2,
    };
    renderWithChances([...forecast, second], {
      [`GET ${ENTRY}/9/chances`]: { body: { rounds: [{ round: 2, winProbability: 0.05 }] } },
      [`GET ${ENTRY}/9/rooting`]: { body: [] },
    });
    const card = await screen.findByRole('region', { name: 'Your chances' });
    await userEvent.selectOptions(within(card).getByLabelText('Entry'), `${ME.name} #2`);
    expect(within(card).getByText('5%', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Root for' })).not.toBeInTheDocument();
  });

  it('shows no chances before the first forecast is in, keeping their column', async () => {
    renderStandings({ [STANDINGS]: { body: standings(leaders, {}, 100) } });
    const alice = await rowOf(/Alice/);
    // The column is there from the first paint, so the forecast landing moves nothing.
    expect(screen.getByRole('columnheader', { name: 'Win' })).toBeInTheDocument();
    expect(cellOf(alice, 'Win')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Your chances' })).not.toBeInTheDocument();
  });
});
