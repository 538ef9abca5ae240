import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useGroupEvents } from '../chat';
import { ME } from '../../test/group-fixtures';
import { renderRoute, stubApi, type ApiStubs } from '../../test/helpers';
import { StandingsPage } from './StandingsPage';
import { golfer, row, standings } from './test/fixtures';
import { formatClock, formatShortDateTime } from '../../lib/times';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME: me } = await import('../../test/group-fixtures');
  return { useAuth: () => ({ user: me, isAuthenticated: true, isPlatformAdmin: false }) };
});
vi.mock('../chat', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useGroupEvents: vi.fn(() => 'open'),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(useGroupEvents).mockClear();
});

const STANDINGS = 'GET /api/pool-groups/5/tournaments/7/standings';

function renderStandings(stubs: ApiStubs) {
  const fetchMock = stubApi(stubs);
  renderRoute(
    '/groups/:groupId/tournament/:tournamentId/standings',
    '/groups/5/tournament/7/standings',
    <StandingsPage />,
  );
  return fetchMock;
}

/** The table row of the entry whose player cell reads `name`. */
const rowOf = async (name: RegExp) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

const cutGolfer = golfer({
  golferId: 55,
  name: 'Missed Cutman',
  status: 'CUT',
  round: 2,
  score: 4,
  actualScore: 6,
  thru: 18,
  rounds: { '1': 3, '2': 3 },
});

const leaders = [
  row({ entryId: 1, rank: 1, player: { id: 1, name: 'Alice' }, totalScore: -9 }),
  row({ entryId: 2, rank: 2, player: { id: ME.id, name: ME.name }, totalScore: -5 }),
  row({ entryId: 3, rank: 2, player: { id: 3, name: 'Bo' }, totalScore: -5 }),
  row({
    entryId: 4,
    rank: 4,
    player: { id: 4, name: 'Cy' },
    totalScore: 3,
    selections: [...row().selections.slice(0, 4), cutGolfer],
  }),
];

describe('StandingsPage', () => {
  it('shows the ranked table with medals, T ties, your row and a CUT R2 golfer', async () => {
    renderStandings({ [STANDINGS]: { body: standings(leaders) } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Fairway Open' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Round 2')).toBeInTheDocument();
    expect(screen.getByText('Cut Golfers Get Cut Score')).toBeInTheDocument();
    expect(screen.getByText('Projected cut: +1')).toBeInTheDocument();
    expect(screen.getByText('Cut score: +4')).toBeInTheDocument();
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
    ]);

    const alice = await rowOf(/Alice/);
    expect(within(alice).getByRole('img', { name: 'Gold medal' })).toBeInTheDocument();
    expect(within(alice).getByText('1')).toBeInTheDocument();
    const aliceScore = within(alice).getAllByRole('cell').at(-1)!;
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

  it("adds a Payout column with each entry's amount, a tie sharing its places", async () => {
    // A $100 pool paid 50/30/20: the two tied for 2nd share 2nd and 3rd, $25.00 each.
    const paid = leaders.map((entry, index) => ({ ...entry, payout: [50, 25, 25, 0][index]! }));
    renderStandings({ [STANDINGS]: { body: standings(paid, { entryFee: 25 }, 100) } });

    const alice = await rowOf(/Alice/);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(-2)).toEqual(['Score', 'Payout']);
    const payoutOf = (entry: HTMLElement) => within(entry).getAllByRole('cell').at(-1)!;
    expect(payoutOf(alice)).toHaveTextContent('$50.00');
    expect(payoutOf(await rowOf(new RegExp(ME.name)))).toHaveTextContent('$25.00');
    expect(payoutOf(await rowOf(/Bo/))).toHaveTextContent('$25.00');
    // Outside the money: a dash for the eye, "None" for a screen reader.
    const cy = payoutOf(await rowOf(/Cy/));
    expect(within(cy).getByText('—')).toHaveAttribute('aria-hidden');
    expect(within(cy).getByText('None')).toHaveClass('sr-only');

    expect(screen.getByText(/Prize pool/)).toHaveTextContent('Prize pool $100.00');
    expect(screen.getByText('Projected payouts')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /total score and projected payout\./ })).toBe(
      alice.closest('table'),
    );
  });

  it('calls the payouts final once the tournament is completed', async () => {
    const paid = [{ ...leaders[0]!, payout: 100 }];
    renderStandings({
      [STANDINGS]: { body: standings(paid, { status: 'completed', round: 4 }, 100) },
    });
    expect(await screen.findByText('Final payouts')).toBeInTheDocument();
    expect(screen.queryByText('Projected payouts')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: /total score and payout\./ })).toBeInTheDocument();
  });

  it('shows no money at all for a free pool', async () => {
    renderStandings({ [STANDINGS]: { body: standings(leaders, {}, 0) } });
    await rowOf(/Alice/);
    expect(screen.queryByRole('columnheader', { name: 'Payout' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Prize pool/)).not.toBeInTheDocument();
    expect(screen.queryByText(/payouts/i)).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: /five golfers and total score\./ })).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Bo' }));
    expect(screen.getByRole('table', { name: /Rounds for Bo/ })).not.toHaveTextContent(/payout/i);
  });

  it("shows the entry's payout in its opened detail, where phones see it", async () => {
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

  it("shows a golfer's tee time in the viewer's zone before their round", async () => {
    const teeTime = '2026-06-12T17:40:00.000Z';
    const waiting = golfer({ name: 'Late Starter', thru: '1:40 PM', teeTime, round: 2, score: 0 });
    renderStandings({
      [STANDINGS]: {
        body: standings([row({ selections: [waiting, ...row().selections.slice(1)] })]),
      },
    });
    const cell = (await screen.findByText('Late Starter')).closest('td') as HTMLElement;
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
    const cutRow = within(detail).getByRole('row', { name: /Missed Cutman/ });
    expect(
      within(cutRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['+3', '+3', '–', '–', 'CUT R2', '+6', '+4']);
    expect(within(detail).getByRole('rowheader', { name: 'Total counted' })).toBeInTheDocument();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: /Rounds for Cy/ })).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
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

  it('leaves the chart out with a single round of positions', async () => {
    renderStandings({
      [STANDINGS]: { body: standings(leaders.map((entry) => ({ ...entry, positions: [1] }))) },
    });
    await rowOf(/Alice/);
    expect(screen.queryByRole('figure', { name: 'Position by round' })).not.toBeInTheDocument();
  });

  it('says "Tournament Not Started" before the first tee time', async () => {
    renderStandings({
      [STANDINGS]: {
        body: standings([], { status: 'upcoming', started: false, round: 0, cutScore: null }),
      },
    });
    expect(await screen.findByText('Tournament Not Started')).toBeInTheDocument();
    expect(screen.getByText(/3 of 4 members/)).toBeInTheDocument();
    expect(screen.getByText(/First tee time/)).toBeInTheDocument();
    // The first tee in the viewer's zone, named, beside the deadline in New York time, named ET.
    const firstTee = screen.getByText(formatShortDateTime('2026-06-11T11:00:00.000Z'));
    expect(firstTee.textContent).toMatch(/(AM|PM) (UTC|GMT[+-]\d+|[A-Z]{2,5})$/);
    expect(screen.getByText('Jun 11, 8:00 AM ET')).toBeInTheDocument();
    // The first tee time has come while the page was open: the countdown says so.
    expect(screen.getByText('Event has started')).toBeInTheDocument();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    expect(screen.queryByText(/^Round/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('counts down to a first tee time still to come', async () => {
    const firstTeeTime = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const body = standings([], { status: 'upcoming', started: false, round: 0, cutScore: null });
    renderStandings({
      [STANDINGS]: { body: { ...body, tournament: { ...body.tournament, firstTeeTime } } },
    });
    expect(await screen.findByText('Tees off in')).toBeInTheDocument();
    expect(screen.queryByText('Event has started')).not.toBeInTheDocument();
  });

  it('says "No Pool Entries" when nobody entered', async () => {
    renderStandings({ [STANDINGS]: { body: standings([]) } });
    expect(await screen.findByText('No Pool Entries')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error panel with the fallback text and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderStandings({
      [STANDINGS]: () => (fail ? { status: 500, body: {} } : { body: standings(leaders) }),
    });
    expect(await screen.findByText('Error Loading Standings')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch standings')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await rowOf(/Alice/)).toBeInTheDocument();
  });

  it("shows the server's message for a group the user cannot see, without Retry", async () => {
    renderStandings({ [STANDINGS]: { status: 404, body: { error: 'Group not found' } } });
    expect(await screen.findByText('Error Loading Standings')).toBeInTheDocument();
    expect(screen.getByText('Group not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Tournaments/ })).toBeInTheDocument();
  });
});
