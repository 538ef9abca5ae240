import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});

/** A $100 pool in play with its first forecast: the viewer tied 2nd, Cy holding a cut golfer. */
const forecast = leaders.map((entry, i) => ({
  ...entry,
  payout: [50, 25, 25, 0][i]!,
  tiebreaker: i === 1 ? -12 : null,
  winProbability: [0.62, 0.3, 0.08, 0][i]!,
  cashProbability: [0.97, 0.71, 0.66, 0.004][i]!,
  expectedPayout: [61.5, 27.25, 11.25, 0][i]!,
}));
const body = standings(forecast, { entryFee: 25 }, 100);
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('StandingsPage: columns by importance', () => {
  it('gives each golfer a column from 1440 px', async () => {
    showAt(1440);
    renderStandings({ [STANDINGS]: { body } });
    await rowOf(/Alice/);
    expect(headers()).toEqual([
      'Rank',
      'Player',
      'Golfer 1',
      'Golfer 2',
      'Golfer 3',
      'Golfer 4',
      'Golfer 5',
      'Score',
      'Win',
      'Payout',
    ]);
  });

  it('puts the score, chance and payout first below 1440 px, the golfers in one cell after', async () => {
    renderStandings({ [STANDINGS]: { body } });
    const cy = await rowOf(/Cy/);
    expect(headers()).toEqual(['Rank', 'Player', 'Score', 'Win', 'Payout', 'Golfers']);
    expect(cellOf(cy, 'Score')).toHaveTextContent('+3');
    expect(cellOf(cy, 'Win')).toHaveTextContent('0%');
    const golfers = within(cellOf(cy, 'Golfers')).getAllByRole('listitem');
    expect(golfers).toHaveLength(5);
    // Each golfer's name, progress (for screen readers in words) and counted score.
    expect(golfers[0]).toHaveTextContent(/^Tier1 Golfer 1.*Ffinished round, -3$/);
    expect(golfers[1]).toHaveTextContent(/^Tier2 Golfer 1.*12thru 12, \+1$/);
    // A golfer who is out shows the whole badge.
    expect(within(golfers[4]!).getByText('CUT R2')).toBeInTheDocument();
    expect(golfers[4]).toHaveAttribute('data-golfer-status', 'CUT');
  });

  it("gives each entry's row an id to jump to", async () => {
    renderStandings({ [STANDINGS]: { body } });
    expect(await rowOf(new RegExp(ME.name))).toHaveAttribute('id', 'entry-2');
  });
});

describe('StandingsPage: an entry opened on a phone', () => {
  it('opens a sheet with a card per golfer and the entry’s facts whole', async () => {
    showAt(375);
    const user = userEvent.setup();
    renderStandings({ [STANDINGS]: { body } });
    const toggle = within(await rowOf(new RegExp(ME.name))).getByRole('button');
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(toggle);

    const sheet = await screen.findByRole('dialog', { name: ME.name });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', sheet.id);
    // Nothing opens inside the table on a phone: the rows keep their numbers.
    expect(screen.getByRole('table', { hidden: true })).toHaveAttribute('aria-rowcount', '5');
    const facts = [...sheet.querySelectorAll('dl > div')]
      .filter((fact) => fact.closest('li') === null)
      .map((fact) => fact.textContent);
    expect(facts).toEqual([
      'RankT2',
      'Score-5',
      'Projected payout$25.00',
      'Chance to win30%',
      'Chance to cash71%',
      'Expected payout$27.25',
      'Tiebreaker-12',
    ]);

    const cards = within(
      within(sheet).getByRole('region', { name: `Rounds for ${ME.name}` }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards[0]).toHaveTextContent(
      /^Tier1 Golfer 2 .*Counted-3To par -3Finished roundR1 -1 · R2 -2Counts their own score: -3 after R2$/,
    );
    expect(cards[1]).toHaveTextContent('Thru 12');
    expect(within(sheet).getByText('Total counted')).toHaveTextContent('-5');
  });

  it('shows a golfer who is out with the whole badge and why the entry counts what it counts', async () => {
    showAt(375);
    renderStandings({ [STANDINGS]: { body } });
    await userEvent.click(within(await rowOf(/Cy/)).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Cy' });
    const cut = within(sheet).getByText('Missed Cutman').closest('li')!;
    expect(within(cut).getByText('CUT R2')).toHaveClass('whitespace-nowrap');
    expect(cut).toHaveTextContent('To par +6');
    expect(cut).toHaveTextContent(
      'CUT after R2: counts +4, the worst score among golfers still playing (+3) plus one',
    );
  });

  it('is a dialog: the focus moves in, Escape and Close shut it, and the focus comes back', async () => {
    showAt(375);
    const user = userEvent.setup();
    renderStandings({ [STANDINGS]: { body } });
    const bo = within(await rowOf(/Bo/)).getByRole('button');

    // Opened by a tap anywhere on the row, as at a desk.
    await user.click(within(await rowOf(/Bo/)).getByText('-5'));
    const sheet = await screen.findByRole('dialog', { name: 'Bo' });
    // Modal: the page behind is hidden from screen readers while it is open.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // And the page behind holds still (react-remove-scroll locks the body's scrolling).
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bo).toHaveFocus());
    expect(bo).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Bo' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bo).toHaveFocus());
  });
});
