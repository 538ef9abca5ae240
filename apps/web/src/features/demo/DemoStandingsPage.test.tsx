import { compactStandings, type DemoMyEntriesResponse } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsMade, renderRoute, stubApi, type ApiStubs } from '../../test/helpers';
import { myEntries, myEntry } from '../../test/my-entry-fixtures';
import { DemoStandingsPage } from './DemoStandingsPage';
import { DEMO, DEMO_TOURNAMENT_ID, demoStandings } from './test/demo-fixtures';

const BASE = `/api/pool-groups/demo/tournaments/${DEMO_TOURNAMENT_ID}`;
const STANDINGS = `GET ${BASE}/standings?shape=compact`;
const MINE = `GET ${BASE}/my-entries`;

/** Jordan Kim, second, is whom the visitor plays as. */
const JORDAN: DemoMyEntriesResponse = {
  ...myEntries(
    [
      myEntry({
        entryId: 102,
        rank: 2,
        tied: false,
        totalScore: -2,
        payout: 36,
        winProbability: 0.25,
        cashProbability: 0.9,
        rootFor: { golferId: 1021, name: 'Golfer 102-1', score: -2, thru: 12, held: true },
      }),
    ],
    {
      tournament: {
        id: DEMO_TOURNAMENT_ID,
        name: 'Cypress Hollow Invitational',
        status: 'active',
        round: 3,
      },
      totalEntries: 3,
      paidPlaces: 3,
    },
  ),
  player: { id: 12, name: 'Jordan Kim' },
};

function renderDemoStandings(stubs: ApiStubs = {}) {
  const fetchMock = stubApi({
    'GET /api/pool-groups/demo': { body: DEMO },
    [STANDINGS]: { body: compactStandings(demoStandings()) },
    [MINE]: { body: JORDAN },
    [`GET ${BASE}/entries/102/rooting`]: {
      body: [
        { golferId: 1021, name: 'Golfer 102-1', held: true, swing: 0.12 },
        { golferId: 1011, name: 'Golfer 101-1', held: false, swing: -0.08 },
      ],
    },
    [`GET ${BASE}/entries/102/chances`]: {
      body: {
        rounds: [
          { round: 1, winProbability: 0.1 },
          { round: 2, winProbability: 0.18 },
          { round: 3, winProbability: 0.25 },
        ],
      },
    },
    ...stubs,
  });
  renderRoute(
    '/demo/tournament/:tournamentId/standings',
    `/demo/tournament/${DEMO_TOURNAMENT_ID}/standings`,
    <DemoStandingsPage />,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the demo standings', () => {
  it('shows a visitor the live standings with Win, their card, Your Chances and Root for', async () => {
    localStorage.setItem('auth_token', 'should-not-be-sent');
    const fetchMock = renderDemoStandings();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cypress Hollow Invitational' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Round 3')).toBeInTheDocument();
    expect(screen.getByText('Saturday Skins Club · demo group')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Demo Group' })).toHaveAttribute(
      'href',
      '/demo',
    );
    expect(screen.getByRole('link', { name: 'Tournament Leaderboard' })).toHaveAttribute(
      'href',
      `/leaderboard?tournament=${DEMO_TOURNAMENT_ID}`,
    );

    // "You are playing as": the member's "my entry" card, with the chance to cash and Root for.
    const card = await screen.findByRole('region', { name: 'You are playing as Jordan Kim' });
    expect(card).toHaveTextContent('Rank of 3');
    expect(card).toHaveTextContent('25%');
    expect(card).toHaveTextContent('90%');
    expect(card).toHaveTextContent('$36.00');
    expect(card).toHaveTextContent('Root for Golfer 102-1 (yours)');
    expect(within(card).getByRole('button', { name: 'Jump to my row' })).toBeInTheDocument();

    // The table: Win for every entry, Jordan's row marked as the visitor's.
    const table = screen.getByRole('table', { name: /Cypress Hollow Invitational standings/ });
    expect(within(table).getByRole('columnheader', { name: 'Win' })).toBeInTheDocument();
    const jordan = within(table)
      .getByRole('rowheader', { name: /Jordan Kim/ })
      .closest('tr')!;
    expect(jordan).toHaveAttribute('data-mine', 'true');
    expect(jordan).toHaveTextContent('25%');

    // Your Chances, from the demo's own routes: chance to win and to cash, by round, Root for.
    const chances = await screen.findByRole('region', { name: 'Your chances' });
    expect(chances).toHaveTextContent('Chance to win25%');
    expect(chances).toHaveTextContent('Chance to cash90%');
    expect(await within(chances).findByRole('region', { name: 'Root for' })).toHaveTextContent(
      'Golfer 102-1',
    );
    expect(
      within(chances).getByRole('list', { name: 'Chance to win by round' }),
    ).toBeInTheDocument();

    // Read-only and without an account: only the demo's public routes, only GET, no token.
    const calls = callsMade(fetchMock);
    expect(calls.every((call) => call.startsWith('GET /api/pool-groups/demo'))).toBe(true);
    for (const [, init] of fetchMock.mock.calls)
      expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('jumps to the played entry’s row', async () => {
    const user = userEvent.setup();
    renderDemoStandings();
    const card = await screen.findByRole('region', { name: 'You are playing as Jordan Kim' });
    await user.click(within(card).getByRole('button', { name: 'Jump to my row' }));
    expect(document.activeElement).toHaveTextContent('Jordan Kim');
  });

  it('keeps the picks hidden before the first tee, and asks for no card', async () => {
    const before = demoStandings({ status: 'upcoming', started: false, round: 0 });
    const fetchMock = renderDemoStandings({
      [STANDINGS]: { body: compactStandings({ ...before, standings: [], popularity: [] }) },
    });
    expect(await screen.findByText('Picks Stay Hidden Until the First Tee')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /You are playing as/ })).not.toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(MINE);
  });

  it('shows a finished tournament’s final standings without the live cards', async () => {
    const finished = demoStandings({ status: 'completed', round: 4, winningScore: -14 });
    const fetchMock = renderDemoStandings({
      [STANDINGS]: {
        body: compactStandings({
          ...finished,
          forecast: null,
          standings: finished.standings.map((row, index) => ({
            ...row,
            winProbability: index === 0 ? 1 : 0,
            cashProbability: 1,
          })),
        }),
      },
    });
    expect(await screen.findByRole('table', { name: /standings/ })).toBeInTheDocument();
    expect(screen.getByText('Final')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /You are playing as/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your chances' })).not.toBeInTheDocument();
    expect(callsMade(fetchMock)).not.toContain(MINE);
  });

  it('says so when the tournament is not the demo’s, with the way back', async () => {
    renderDemoStandings({
      [STANDINGS]: { status: 404, body: { error: 'Tournament not found in this group' } },
    });
    expect(await screen.findByText('Error Loading Standings')).toBeInTheDocument();
    expect(screen.getByText('Tournament not found in this group')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Demo Group' })).toHaveAttribute(
      'href',
      '/demo',
    );
  });
});
