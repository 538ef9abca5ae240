import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../test/helpers';
import { MY_ENTRIES, myEntries, myEntry } from '../../test/my-entry-fixtures';
import { ME } from '../../test/group-fixtures';
import { row, standings } from './test/fixtures';
import { STANDINGS, leaders, renderStandings, rowOf } from './test/render';

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

// jsdom lays nothing out: scrolling is recorded, not done.
const scrolled = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  scrolled.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** ME's entry is Casey Me's, ranked T2 among the leaders (test/render.tsx). */
const MINE = myEntries([myEntry({ entryId: 2, rank: 2, tied: true, totalScore: -5 })], {
  totalEntries: 4,
});

const yourEntry = () => screen.findByRole('region', { name: 'Your entry' });

describe('StandingsPage: "my entry" pinned on top', () => {
  it("pins the member's entry above the table while live, sticky, and jumps to their row", async () => {
    const user = userEvent.setup();
    renderStandings({ [STANDINGS]: { body: standings(leaders) }, [MY_ENTRIES()]: { body: MINE } });
    const card = await yourEntry();
    expect(card).toHaveClass('sticky');
    expect(
      await within(card).findByRole('table', { name: /^Your entry: rank of 4/ }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /standings/ });
    expect(card.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Jump to my row' }));
    const mine = within(await rowOf(/Casey Me/)).getByRole('button', { name: /Casey Me/ });
    expect(mine).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
  });

  it('shows the figures the rows tell while the card loads, then whom to root for', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    renderStandings({
      [STANDINGS]: { body: standings(leaders, {}, 100) },
      [MY_ENTRIES()]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const card = await yourEntry();
    // Laid out as it will be; screen readers hear that it is loading.
    expect(within(card).getByRole('status')).toHaveTextContent('Loading your entry');
    const table = within(card).getByRole('table', { name: /^Your entry: rank of 4/, hidden: true });
    expect([...table.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'T2',
      '-5',
      '—not forecast yet',
      '—not forecast yet',
      '$0.00',
    ]);
    expect(within(card).queryByText(/^Root for/)).toBeNull();
    answer({ body: MINE });
    expect(await within(card).findByText('Scottie Scheffler')).toBeInTheDocument();
    expect(within(card).getByRole('table', { name: /^Your entry/ })).toBeInTheDocument();
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it("jumps to the member's row in a big pool, where only the rows on screen are rendered", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 150 }, (_, i) =>
      row({
        entryId: i + 1,
        rank: i + 1,
        player: i === 139 ? { id: ME.id, name: ME.name } : { id: i + 1, name: `Player ${i + 1}` },
      }),
    );
    // happy-dom lays nothing out: the table's box is given a screenful, each entry 64 px, and
    // scrolling the box tells it so.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(64 * 151);
    vi.spyOn(Element.prototype, 'scrollTo').mockImplementation(function (
      this: Element,
      options?: ScrollToOptions | number,
    ) {
      if (typeof options === 'object') this.scrollTop = options.top ?? 0;
      this.dispatchEvent(new Event('scroll'));
    });
    renderStandings({
      [STANDINGS]: { body: standings(many) },
      [MY_ENTRIES()]: { body: myEntries([myEntry({ entryId: 140, rank: 140, tied: false })]) },
    });
    const table = await screen.findByRole('table', { name: /standings/ });
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '151'));
    expect(within(table).queryByRole('rowheader', { name: /Casey Me/ })).toBeNull();

    await user.click(
      await screen.findByRole('button', { name: 'Jump to my row' }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: /Casey Me/ })).toHaveFocus(),
    );
    // A long table in happy-dom, on a machine shared by the whole suite: seconds, not one.
  }, 20_000);

  it('shows nothing to a member without an entry', async () => {
    renderStandings({
      [STANDINGS]: { body: standings(leaders) },
      [MY_ENTRIES()]: { body: myEntries([], { totalEntries: 4 }) },
    });
    await rowOf(/Alice/);
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading your entry' })).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: /^Your entr/ })).toBeNull();
  });

  it('is not asked for once the tournament is completed', async () => {
    const fetchMock = renderStandings({
      [STANDINGS]: {
        body: standings(leaders, { status: 'completed' }),
      },
      [MY_ENTRIES()]: { body: MINE },
    });
    await rowOf(/Alice/);
    expect(screen.queryByRole('region', { name: /^Your entr/ })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/pool-groups/5/tournaments/7/my-entries',
    );
  });
});
