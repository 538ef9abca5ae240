import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGroupEvents } from '../../lib/live';
import { formatShortDateTime } from '../../lib/times';
import { group } from '../../test/group-fixtures';
import { callsMade } from '../../test/helpers';
import { standingsHead } from '@fairway/contract';
import { row, standings } from './test/fixtures';
import { STANDINGS, STANDINGS_HEAD, leaders, renderStandings, rowOf } from './test/render';

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
  vi.unstubAllGlobals();
  vi.mocked(useGroupEvents).mockClear();
});

describe('StandingsPage: before play, empty and failing', () => {
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

  describe('locked until the platform fee is paid (402)', () => {
    const LOCKED =
      "This tournament's standings are locked until a group admin pays the platform fee.";
    const locked = { status: 402, body: { error: LOCKED } };

    it('tells a member why, and that an admin must pay, without an error or Retry', async () => {
      const fetchMock = renderStandings({
        [STANDINGS]: locked,
        'GET /api/pool-groups/5': { body: group({ id: 5, isAdmin: false, role: 'member' }) },
      });
      expect(await screen.findByRole('heading', { name: 'Standings Locked' })).toBeInTheDocument();
      expect(screen.getByText(LOCKED)).toBeInTheDocument();
      expect(await screen.findByText(/Only a group admin can pay it/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open Group Chat' })).toHaveAttribute(
        'href',
        '/groups/5',
      );
      expect(screen.queryByText('Error Loading Standings')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
      // The first rows' refusal is the answer: the same question is not asked twice.
      const asked = callsMade(fetchMock).filter((call) => call.includes('/standings'));
      expect(asked).toEqual(['GET /api/pool-groups/5/tournaments/7/standings?shape=head']);
    });

    it('shows an admin the way to pay', async () => {
      renderStandings({
        [STANDINGS]: locked,
        'GET /api/pool-groups/5': { body: group({ id: 5, isAdmin: true, role: 'admin' }) },
      });
      expect(await screen.findByRole('link', { name: 'Pay in Group Admin' })).toHaveAttribute(
        'href',
        '/groups/5/admin',
      );
    });
  });

  it("shows the server's message for a group the user cannot see, without Retry", async () => {
    renderStandings({ [STANDINGS]: { status: 404, body: { error: 'Group not found' } } });
    expect(await screen.findByText('Error Loading Standings')).toBeInTheDocument();
    expect(screen.getByText('Group not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Tournaments/ })).toBeInTheDocument();
  });
});

describe('StandingsPage: a big pool on a slow network', () => {
  // Player 1 has a second entry far down; the 50th and 51st entries tie.
  const many = Array.from({ length: 120 }, (_, i) =>
    row({
      entryId: i + 1,
      rank: i === 50 ? 50 : i + 1,
      tied: i === 49 || i === 50,
      player: i === 90 ? { id: 100, name: 'Player 1' } : { id: 100 + i, name: `Player ${i + 1}` },
    }),
  );
  const body = standings(many);

  it('shows the first rows while the whole body is on its way, then every entry', async () => {
    let sendWholeBody!: () => void;
    const wholeBodySent = new Promise<void>((resolve) => (sendWholeBody = resolve));
    let firstRowsShownBeforeAsked: boolean | undefined;
    renderStandings({
      [STANDINGS_HEAD]: { body: standingsHead(body) },
      // The whole body is slow: the page must not wait for it to show anything.
      [STANDINGS]: async () => {
        // Asked for only once the first rows are on screen, so it cannot hold them up.
        firstRowsShownBeforeAsked ??=
          screen.queryByRole('rowheader', { name: /^Player 1 #1$/ }) !== null;
        await wholeBodySent;
        return { body };
      },
    });
    // The first rows read as they will with every row: numbered, and the tie across marked.
    expect(await rowOf(/^Player 1 #1$/)).toBeVisible();
    expect(within(await rowOf(/^Player 50$/)).getByText('T50')).toBeVisible();
    await waitFor(() => expect(firstRowsShownBeforeAsked).toBe(true));
    expect(
      screen.getByText('Showing the first 50 of 120 entries; the rest are on their way…'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('rowheader', { name: /^Player 51$/ })).toBeNull();
    // The cards below wait for every row (the chances and picks of all entries).
    expect(screen.queryByRole('region', { name: 'Most picked golfers' })).toBeNull();

    sendWholeBody();
    await waitFor(() => expect(screen.queryByText(/Showing the first/)).toBeNull());
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', String(120 + 1));
  });
});
