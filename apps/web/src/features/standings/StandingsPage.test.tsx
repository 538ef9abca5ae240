import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGroupEvents } from '../../lib/live';
import { ME } from '../../test/group-fixtures';
import { formatClock } from '../../lib/times';
import { golfer, row, standings } from './test/fixtures';
import { STANDINGS, leaders, renderStandings, rowOf, showAt } from './test/render';

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
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(useGroupEvents).mockClear();
});

describe('StandingsPage: the table', () => {
  it('shows the ranked table with medals, T ties, your row and a CUT R2 golfer', async () => {
    // From 1440 px each golfer has a column of their own.
    showAt(1440);
    renderStandings({ [STANDINGS]: { body: standings(leaders) } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Fairway Open' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Round 2')).toBeInTheDocument();
    expect(screen.getByText('Cut Golfers Get Cut Score')).toBeInTheDocument();
    expect(screen.getByText('Projected cut: +1')).toBeInTheDocument();
    // One cut figure: before the cut is made, the projected cut alone.
    expect(screen.queryByText(/Cut score/)).not.toBeInTheDocument();
    expect(screen.getByText('F = Finished round')).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Tournaments/ })).toHaveAttribute(
      'href',
      '/groups/5/tournaments',
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rank',
      'Player',
      'Golfer 1',
      'Golfer 2',
      'Golfer 3',
      'Golfer 4',
      'Golfer 5',
      'Score',
      // In play: the chance to win, empty until the first forecast lands.
      'Win',
    ]);

    const alice = await rowOf(/Alice/);
    expect(within(alice).getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(within(alice).getByText('1')).toBeInTheDocument();
    const aliceScore = within(alice).getAllByRole('cell').at(-2)!;
    expect(within(aliceScore).getByText('-9')).toHaveClass('text-under-par');

    const me = await rowOf(new RegExp(ME.name));
    expect(me).toHaveAttribute('data-mine', 'true');
    expect(me).toHaveClass('bg-primary-soft');
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(within(me).getByText('T2')).toBeInTheDocument();
    expect(within(me).getByRole('img', { name: 'Silver medal' })).toBeInTheDocument();
    const bo = await rowOf(/Bo/);
    expect(within(bo).getByText('T2')).toBeInTheDocument();
    expect(within(bo).queryByText('You')).not.toBeInTheDocument();

    const cy = await rowOf(/Cy/);
    expect(within(cy).queryByRole('img', { name: /medal/ })).not.toBeInTheDocument();
    const cutCell = within(cy).getByText('Missed Cutman').closest('td') as HTMLElement;
    expect(within(cutCell).getByText('CUT R2')).toBeInTheDocument();
    expect(within(cutCell).getByText('+4')).toBeInTheDocument();

    // A finished round reads F, a round in progress the hole count.
    const firstPick = within(alice).getByText('Tier1 Golfer 1').closest('td') as HTMLElement;
    expect(within(firstPick).getByText('F')).toBeInTheDocument();
    expect(within(firstPick).getByText('-3')).toBeInTheDocument();
    const secondPick = within(alice).getByText('Tier2 Golfer 1').closest('td') as HTMLElement;
    expect(within(secondPick).getByText('12')).toBeInTheDocument();

    expect(useGroupEvents).toHaveBeenCalledWith(5);
  });

  it("shows a golfer's tee time in the viewer's zone before their round", async () => {
    const teeTime = '2026-06-12T17:40:00.000Z';
    const waiting = golfer({ name: 'Late Starter', thru: '1:40 PM', teeTime, round: 2, score: 0 });
    renderStandings({
      [STANDINGS]: {
        body: standings([row({ selections: [waiting, ...row().selections.slice(1)] })]),
      },
    });
    const table = await screen.findByRole('table', { name: /standings/ });
    const cell = within(table).getByText('Late Starter').closest('td') as HTMLElement;
    // The server sends the tee time itself; it shows in the viewer's zone.
    expect(within(cell).getByText(formatClock(teeTime))).toBeInTheDocument();
  });

  it('strikes through eliminated entries in an elimination pool', async () => {
    renderStandings({
      [STANDINGS]: {
        body: standings(
          [
            leaders[0]!,
            { ...leaders[3]!, eliminated: true, rank: 2, selections: leaders[3]!.selections },
          ],
          { poolType: 'elimination', projectedCut: null },
        ),
      },
    });
    expect(await screen.findByText('Entries Eliminated if Golfer Cut')).toBeInTheDocument();
    expect(screen.queryByText(/Projected cut/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Cut score/)).not.toBeInTheDocument();

    const cy = await rowOf(/Cy/);
    expect(cy).toHaveClass('line-through', 'text-muted');
    expect(within(cy).getByText('Eliminated')).toBeInTheDocument();
    expect(within(cy).getByText('Cy')).toHaveClass('line-through');
    expect(await rowOf(/Alice/)).not.toHaveClass('line-through');
  });

  it('opens a row to show its golfers round by round, by click and by keyboard', async () => {
    const user = userEvent.setup();
    renderStandings({ [STANDINGS]: { body: standings(leaders) } });

    const toggle = await screen.findByRole('button', { name: 'Cy' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(await rowOf(/Cy/)).getByText('Missed Cutman'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const detail = screen.getByRole('table', { name: /Rounds for Cy/ });
    expect(toggle).toHaveAttribute('aria-controls', detail.closest('tr')?.id);
    // A region of its own: on a phone it scrolls sideways and takes the keyboard's focus (the
    // accessibility journey checks that at 375 px); at a desk it fits and is no tab stop.
    expect(screen.getByRole('region', { name: 'Rounds for Cy' })).not.toHaveAttribute('tabindex');
    const cutRow = within(detail).getByRole('row', { name: /Missed Cutman/ });
    expect(
      within(cutRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['+3', '+3', '–', '–', 'CUT R2', '+6', '+4']);
    // The scoring audit: why the entry counts +4 for a golfer who shot +6.
    expect(within(cutRow).getByRole('rowheader')).toHaveTextContent(
      'CUT after R2: counts +4, the worst score among golfers still playing (+3) plus one',
    );
    expect(within(detail).getByRole('rowheader', { name: 'Total counted' })).toBeInTheDocument();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: /Rounds for Cy/ })).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it("says in an entry's detail when its alternate replaced a golfer who withdrew unplayed", async () => {
    const user = userEvent.setup();
    const swapped = leaders.map((entry) =>
      entry.player.name === 'Bo'
        ? {
            ...entry,
            alternate: { slot: 2, replacedGolferId: 99, replacedName: 'Early Withdrawer' },
          }
        : entry,
    );
    renderStandings({ [STANDINGS]: { body: standings(swapped) } });
    await user.click(await screen.findByRole('button', { name: 'Bo' }));
    const detail = screen.getByRole('table', { name: /Rounds for Bo/ });
    const headers = within(detail).getAllByRole('rowheader');
    expect(headers[2]).toHaveTextContent(
      'Replaced by alternate: in for Early Withdrawer, who withdrew before hitting a shot',
    );
    expect(headers.filter((h) => /Replaced by alternate/.test(h.textContent ?? ''))).toHaveLength(
      1,
    );
  });

  it('draws the position chart once two rounds have positions, and not before', async () => {
    const twoRounds = leaders.map((entry, index) => ({
      ...entry,
      positions: [4 - index, index + 1],
    }));
    renderStandings({ [STANDINGS]: { body: standings(twoRounds) } });
    const chart = await screen.findByRole('figure', { name: 'Position by round' });
    expect(within(chart).getByText(`${ME.name} (You)`)).toBeInTheDocument();
    expect(chart.querySelector('[data-mine]')).not.toBeNull();
  });

  it("numbers a player's entries in the table and the chart, each line its own colour", async () => {
    const mine = { id: ME.id, name: ME.name };
    const rows = [
      row({ entryId: 9, rank: 1, player: mine, positions: [2, 1] }),
      row({ entryId: 3, rank: 2, player: { id: 1, name: 'Alice' }, positions: [1, 2] }),
      row({ entryId: 4, rank: 3, player: mine, positions: [3, 3] }),
    ];
    renderStandings({ [STANDINGS]: { body: standings(rows) } });
    // Numbered in entry order: entry 4 is the first, entry 9 the second, whatever the ranks.
    expect(await rowOf(new RegExp(`^${ME.name} #2`))).toHaveAttribute('data-mine');
    expect(await rowOf(new RegExp(`^${ME.name} #1`))).toBeInTheDocument();
    expect(await rowOf(/^Alice/)).toBeInTheDocument();
    const chart = await screen.findByRole('figure', { name: 'Position by round' });
    expect(within(chart).getByText(`${ME.name} #1 (You)`)).toBeInTheDocument();
    const strokes = [...chart.querySelectorAll('[data-mine] path')].map((path) =>
      path.getAttribute('class'),
    );
    expect(strokes).toHaveLength(2);
    expect(new Set(strokes).size).toBe(2);
  });

  it('shows who the group picked most, and marks a golfer only one entry holds', async () => {
    const scottie = golfer({ golferId: 1, name: 'Scottie Scheffler' });
    const lone = golfer({ golferId: 2, name: 'Lone Wolf' });
    const withPicks = (entryId: number, first: typeof scottie) => {
      const base = row({ entryId, rank: entryId, player: { id: entryId, name: `P${entryId}` } });
      return { ...base, selections: [first, ...base.selections.slice(1)] };
    };
    renderStandings({
      [STANDINGS]: {
        body: standings([withPicks(1, scottie), withPicks(2, scottie), withPicks(3, lone)]),
      },
    });
    const card = await screen.findByRole('region', { name: 'Most picked golfers' });
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Scottie Scheffler\s*67%/);
    expect(items[0]).toHaveTextContent('2 of 3');
    const lonesRow = await rowOf(/^P3/);
    const loneCell = within(lonesRow)
      .getByText('Lone Wolf')
      .closest<HTMLElement>('[data-golfer-status]')!;
    expect(within(loneCell).getByText('Unique', { exact: false })).toBeInTheDocument();
    // Scottie is held by two entries: never unique; the card counts every lone golfer.
    const scottieCell = within(await rowOf(/^P1/))
      .getByText('Scottie Scheffler')
      .closest<HTMLElement>('[data-golfer-status]')!;
    expect(within(scottieCell).queryByText('Unique', { exact: false })).toBeNull();
    expect(card).toHaveTextContent(/\d+ unique/);

    // The opened row's detail marks it too.
    await userEvent.click(within(lonesRow).getByRole('button'));
    const detail = await screen.findByRole('table', { name: /Rounds for P3/ });
    const loneRow = within(detail).getByRole('rowheader', { name: /Lone Wolf/ });
    expect(loneRow).toHaveTextContent('Unique');
  });

  it('leaves the chart out with a single round of positions', async () => {
    renderStandings({
      [STANDINGS]: { body: standings(leaders.map((entry) => ({ ...entry, positions: [1] }))) },
    });
    await rowOf(/Alice/);
    expect(screen.queryByRole('figure', { name: 'Position by round' })).not.toBeInTheDocument();
  });
});

describe('StandingsPage: a big pool', () => {
  it('renders only the rows on screen, and tells screen readers how many there are', async () => {
    const many = Array.from({ length: 500 }, (_, i) =>
      row({ entryId: i + 1, rank: i + 1, player: { id: i + 1, name: `Player ${i + 1}` } }),
    );
    // happy-dom lays nothing out: the table's box is given a screenful, each entry 64 px.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    renderStandings({ [STANDINGS]: { body: standings(many) } });

    const table = await screen.findByRole('table');
    // The first rows come first; then the whole body, every entry counted.
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '501'));
    expect(await within(table).findByRole('rowheader', { name: /Player 1\b/ })).toBeVisible();
    const rendered = within(table).getAllByRole('rowheader').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    expect(within(table).queryByRole('rowheader', { name: /Player 500\b/ })).toBeNull();
  });

  it('renders a small pool whole, each entry numbered in the table', async () => {
    renderStandings({ [STANDINGS]: { body: standings(leaders) } });
    const table = await screen.findByRole('table');
    await within(table).findByRole('rowheader', { name: /Alice/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((tr) => tr.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(within(table).getByRole('button', { name: /Alice/ }));
    // The opened detail is row 3: the rows below move down one.
    expect(table).toHaveAttribute('aria-rowcount', '6');
    expect(within(table).getByRole('rowheader', { name: /Cy/ }).closest('tr')).toHaveAttribute(
      'aria-rowindex',
      '6',
    );
  });
});
