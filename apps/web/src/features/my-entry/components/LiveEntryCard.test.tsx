import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupStandingsKey } from '../../../lib/query-keys';
import { renderRoute, stubApi, type Reply } from '../../../test/helpers';
import { MY_ENTRIES, myEntries, myEntry } from '../../../test/my-entry-fixtures';
import { LiveEntryCard } from './LiveEntryCard';

vi.mock('../../../lib/live', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useGroupEvents: vi.fn(() => 'open'),
}));

afterEach(() => vi.unstubAllGlobals());

function renderCard(reply: Reply | (() => Reply)) {
  stubApi({ [MY_ENTRIES()]: reply });
  return renderRoute(
    '/',
    '/',
    <LiveEntryCard
      groupId={5}
      tournamentId={7}
      tournamentName="The Fairway Open"
      groupName="Sunday Skins"
      standingsTo="/groups/5/tournament/7/standings"
    />,
  );
}

/** The card's table, as a list of its column headers and each row's cells. */
async function tableOf() {
  const table = await screen.findByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
  return { table, headers, rows };
}

describe('the "my entry" card', () => {
  it('shows one entry: rank of N with its T, score, chances, payout if it ended now, whom to root for', async () => {
    renderCard({ body: myEntries([myEntry({ payout: 12.5, cashProbability: 0.42 })]) });
    const { table, headers, rows } = await tableOf();
    expect(headers).toEqual(['Rank of 60', 'Score', 'Win', 'Cash', 'Payout if it ended now']);
    expect(rows).toEqual([['T52', '+4', '<1%', '42%', '$12.50']]);
    expect(table).toHaveAccessibleName(
      'Your entry: rank of 60, score to par, chance to win, chance to cash (finish in the paid places), payout if it ended now',
    );
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'LI' && /^Root for/.test(element.textContent ?? ''),
      ),
    ).toHaveTextContent('Root for Scottie Scheffler (yours) -12, thru 14');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('The Fairway OpenLive');
    // The round arrives with the entries.
    expect(screen.getByText('Sunday Skins · Round 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Standings of The Fairway Open' })).toHaveAttribute(
      'href',
      '/groups/5/tournament/7/standings',
    );
  });

  it('gives several entries a line each, numbered, best first, each with its golfer to root for', async () => {
    renderCard({
      body: myEntries([
        myEntry({ entryId: 22, label: '#2', rank: 3, tied: false, totalScore: -9, payout: 36.15 }),
        myEntry({
          entryId: 21,
          label: '#1',
          rank: 58,
          tied: false,
          eliminated: true,
          winProbability: 0,
          cashProbability: 0,
          rootFor: null,
        }),
      ]),
    });
    const { headers, rows } = await tableOf();
    expect(headers[0]).toBe('Entry');
    expect(rows).toEqual([
      ['#2', '3', '-9', '<1%', '3%', '$36.15'],
      ['#1', '58Out', '+4', '0%', '0%', '$0.00'],
    ]);
    const lines = screen.getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toEqual([
      '#2: Root for Scottie Scheffler (yours) -12, thru 14',
      '#1: Eliminated: one of its golfers is out.',
    ]);
  });

  it('says chances are still to come before the first forecast', async () => {
    renderCard({
      body: myEntries([
        myEntry({ winProbability: undefined, cashProbability: undefined, rootFor: null }),
      ]),
    });
    const { rows } = await tableOf();
    expect(rows).toEqual([['T52', '+4', '—not forecast yet', '—not forecast yet', '$0.00']]);
    // Said in the root-for line's room, so nothing moves when the forecast lands.
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Chances and whom to root for come with the first forecast.',
    );
  });

  it('says whom to root for is not worked out yet while the forecast is busy', async () => {
    renderCard({ body: myEntries([myEntry({ rootFor: null })]) });
    await tableOf();
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Whom to root for is not worked out yet.',
    );
  });

  it('says no golfer can lift an entry whose chance to win is nil', async () => {
    renderCard({ body: myEntries([myEntry({ winProbability: 0, rootFor: null })]) });
    await tableOf();
    expect(screen.getByRole('listitem')).toHaveTextContent('No golfer can lift it to a win now.');
  });

  it('leaves chance to cash and payout out of a pool without prizes', async () => {
    renderCard({ body: myEntries([myEntry()], { hasPrizes: false, paidPlaces: 3 }) });
    const { table, headers, rows } = await tableOf();
    expect(headers).toEqual(['Rank of 60', 'Score', 'Win']);
    expect(rows).toEqual([['T52', '+4', '<1%']]);
    expect(table).toHaveAccessibleName('Your entry: rank of 60, score to par, chance to win');
  });

  it('tells a member without an entry so', async () => {
    renderCard({ body: myEntries([]) });
    expect(await screen.findByText('You have no entry in this tournament.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refreshes when the standings change (the live stream invalidates them)', async () => {
    let payout = 0;
    const { client } = renderCard(() => ({ body: myEntries([myEntry({ payout })]) }));
    expect((await tableOf()).rows[0]!.at(-1)).toBe('$0.00');
    payout = 8.4;
    await client.invalidateQueries({ queryKey: groupStandingsKey(5) });
    await screen.findByText('$8.40');
  });

  it('offers to try again when the entries could not be loaded', async () => {
    const user = userEvent.setup();
    let fails = true;
    renderCard(() => (fails ? { status: 500, body: { error: 'down' } } : { body: myEntries() }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fails = false;
    await user.click(retry);
    expect((await tableOf()).rows).toHaveLength(1);
  });
});
