import type { DashboardResponse } from '@fairway/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyItem } from '../../test/history-fixtures';
import { stubFetch, tournament as seasonTournament } from '../../test/tournament-helpers';
import { DashboardPage } from './DashboardPage';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const tournament = (id: number, name: string, status: 'active' | 'upcoming') => ({
  id,
  name,
  location: 'Pebble Beach, CA',
  status,
  round: status === 'active' ? 2 : 0,
  par: 72,
  startDate: '2026-06-11',
  firstTeeTime: null,
  entryDeadline: inHours(30),
  isActive: true,
});

const DASHBOARD: DashboardResponse = {
  user: {
    id: 4,
    name: 'Nelly Korda',
    email: 'n@example.com',
    groups: [
      { id: 3, name: 'Sunday Skins', memberCount: 8, role: 'admin', hasActiveTournament: true },
      { id: 5, name: 'Office Pool', memberCount: 1, role: 'member', hasActiveTournament: false },
    ],
  },
  urgentActions: [
    {
      priority: 'critical',
      tournament: { id: 20, name: 'Links Championship' },
      group: { id: 3, name: 'Sunday Skins' },
      hoursUntil: 0.5,
      deadline: inHours(0.5),
      hasEntry: false,
    },
    {
      priority: 'high',
      tournament: { id: 21, name: 'Desert Classic' },
      group: { id: 5, name: 'Office Pool' },
      hoursUntil: 5,
      deadline: inHours(5),
      hasEntry: true,
    },
  ],
  liveTournaments: [
    {
      tournament: tournament(10, 'The Fairway Open', 'active'),
      group: { id: 3, name: 'Sunday Skins' },
      entries: 2,
    },
  ],
  upcomingTournaments: [
    {
      tournament: tournament(20, 'Links Championship', 'upcoming'),
      group: { id: 3, name: 'Sunday Skins' },
      entries: 0,
    },
  ],
  summary: { totalGroups: 2, activeEntries: 2, urgentDeadlines: 1 },
};

const EMPTY: DashboardResponse = {
  ...DASHBOARD,
  user: { ...DASHBOARD.user, groups: [] },
  urgentActions: [],
  liveTournaments: [],
  upcomingTournaments: [],
  summary: { totalGroups: 0, activeEntries: 0, urgentDeadlines: 0 },
};

function renderDashboard() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<DashboardPage />} />
          <Route path="/groups/:groupId" element={<p>Group page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const region = (name: string) => screen.getByRole('region', { name });

describe('DashboardPage', () => {
  it('welcomes by first name with the summary line and caches for 2 minutes', async () => {
    stubFetch({ '/api/dashboard': { body: DASHBOARD } });
    const client = renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Nelly' })).toBeInTheDocument();
    expect(screen.getByText('2 groups · 2 active entries · 1 urgent deadline')).toBeInTheDocument();
    const query = client.getQueryCache().find({ queryKey: ['dashboard'] })!;
    expect(query.options).toMatchObject({ staleTime: 120_000, gcTime: 300_000 });
  });

  it('lists urgent actions by priority with time left and a Make Picks link', async () => {
    stubFetch({ '/api/dashboard': { body: DASHBOARD } });
    renderDashboard();
    const urgent = await screen.findByRole('region', { name: 'Urgent Actions' });
    const [critical, high] = within(urgent).getAllByRole('listitem');
    expect(critical).toHaveTextContent('Critical');
    expect(critical).toHaveTextContent('Links Championship');
    expect(critical).toHaveTextContent('Sunday Skins');
    expect(critical).toHaveTextContent(/Entries close in \d+m \d\ds/);
    expect(critical).toHaveClass('bg-danger-soft');
    expect(high).toHaveClass('bg-warning-soft');
    expect(high).toHaveTextContent('Entry submitted');
    expect(within(critical!).getByRole('link', { name: /Make Picks/ })).toHaveAttribute(
      'href',
      '/groups/3/tournaments',
    );
    expect(within(high!).getByRole('link', { name: /Make Picks/ })).toHaveAttribute(
      'href',
      '/groups/5/tournaments',
    );
  });

  it('shows groups, live and upcoming tournaments with their links', async () => {
    stubFetch({ '/api/dashboard': { body: DASHBOARD } });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Welcome back, Nelly' });

    const groups = within(region('My Groups')).getAllByRole('link', {
      name: /Sunday Skins|Office Pool/,
    });
    expect(groups[0]).toHaveAttribute('href', '/groups/3');
    expect(groups[0]).toHaveTextContent('8 members');
    expect(groups[0]).toHaveTextContent('Admin');
    expect(groups[0]).toHaveTextContent('Tournament in progress');
    expect(groups[1]).toHaveTextContent('1 member');
    expect(groups[1]).not.toHaveTextContent('Tournament in progress');

    expect(
      within(region('Live Tournaments')).getByRole('link', { name: /The Fairway Open/ }),
    ).toHaveAttribute('href', '/groups/3/tournament/10/standings');
    expect(within(region('Live Tournaments')).getByText(/Round 2 · 2 entries/)).toBeInTheDocument();
    const upcoming = within(region('Upcoming Tournaments')).getByRole('link', {
      name: /Links Championship/,
    });
    expect(upcoming).toHaveAttribute('href', '/groups/3/tournaments');
    expect(upcoming).toHaveTextContent('No entry yet');

    const quick = region('Quick actions');
    expect(within(quick).getByRole('link', { name: /Create Group/ })).toHaveAttribute(
      'href',
      '/groups/new',
    );
    expect(within(quick).getByRole('link', { name: /My Groups/ })).toHaveAttribute(
      'href',
      '/groups',
    );
    expect(within(quick).getByRole('link', { name: /Leaderboard/ })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
  });

  it('shows an upcoming tournament with entries disabled as closed, without a countdown', async () => {
    const disabled = { ...tournament(20, 'Links Championship', 'upcoming'), isActive: false };
    stubFetch({
      '/api/dashboard': {
        body: {
          ...DASHBOARD,
          urgentActions: [],
          upcomingTournaments: [
            { tournament: disabled, group: { id: 3, name: 'Sunday Skins' }, entries: 0 },
            {
              tournament: tournament(21, 'Desert Classic', 'upcoming'),
              group: { id: 3, name: 'Sunday Skins' },
              entries: 0,
            },
          ],
        },
      },
    });
    renderDashboard();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Tournaments' });
    const [off, open] = within(upcoming).getAllByRole('listitem');
    expect(off).toHaveTextContent('Entries Closed');
    expect(off).toHaveTextContent('Entries are disabled for this tournament');
    expect(off).not.toHaveTextContent('Entries close in');
    expect(open).toHaveTextContent(/Entries close in/);
    expect(open).not.toHaveTextContent('Entries Closed');
  });

  it('has empty states that say what to do next', async () => {
    stubFetch({ '/api/dashboard': { body: EMPTY } });
    renderDashboard();
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Urgent Actions' })).not.toBeInTheDocument();
    expect(within(region('My Groups')).getByRole('link', { name: 'Create Group' })).toHaveAttribute(
      'href',
      '/groups/new',
    );
    expect(
      within(region('My Groups')).getByRole('button', { name: 'Join Group' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No live tournaments')).toBeInTheDocument();
    expect(screen.getByText('No upcoming tournaments')).toBeInTheDocument();
  });

  it('joins by invite code in upper case and opens the group; empty input does nothing', async () => {
    const fetchMock = stubFetch({
      '/api/dashboard': { body: DASHBOARD },
      '/api/pool-groups/join/ABCD2345': {
        body: { group: { id: 9, name: 'New Pool' }, alreadyMember: false },
      },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Quick actions' })).findByRole(
        'button',
        { name: /Join Group/ },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Join Group' });
    await user.click(submit);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/join/'))).toBe(false);

    await user.type(within(dialog).getByLabelText(/Invite code/), 'abcd2345');
    await user.click(submit);
    expect(await screen.findByText('Group page')).toBeInTheDocument();
  });

  it('shows the join failure from the server', async () => {
    stubFetch({
      '/api/dashboard': { body: DASHBOARD },
      '/api/pool-groups/join/NOPE': { status: 404, body: { error: 'Invalid invite code' } },
    });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: /Join Group/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Invite code/), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Join Group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Failed to join group.*Invalid invite code/,
    );
  });

  it('offers Retry when the dashboard fails to load', async () => {
    const fetchMock = stubFetch({
      '/api/dashboard': { status: 500, body: { error: 'Internal server error' } },
    });
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText('Failed to fetch dashboard data')).toBeInTheDocument();
    stubFetch({ '/api/dashboard': { body: DASHBOARD } });
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Nelly' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe('the latest winner', () => {
    // One tournament played in two of the user's groups, each paying its own places.
    const played = historyItem({
      id: 30,
      name: 'Spring Invitational',
      userGroups: [
        { id: 3, name: 'Sunday Skins' },
        { id: 5, name: 'Office Pool' },
      ],
      winner: { name: 'Alice', totalScore: -12 },
      payouts: [
        { groupId: 3, rank: 1, playerName: 'Alice', totalScore: -12, payout: 70 },
        { groupId: 3, rank: 2, playerName: 'Bo', totalScore: -7, payout: 30 },
        { groupId: 5, rank: 1, playerName: 'Nelly Korda', totalScore: -9, payout: 20 },
      ],
    });
    const season = [
      seasonTournament({
        id: 30,
        status: 'completed',
        startDate: '2026-04-02',
        endDate: '2026-04-05',
      }),
    ];

    function renderOn(today: string) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(today));
      const fetchMock = stubFetch({
        '/api/dashboard': { body: DASHBOARD },
        '/api/tournaments/history': { body: [played] },
        '/api/tournaments': { body: season },
      });
      renderDashboard();
      return fetchMock;
    }

    it("shows each group's paid places by group name, linked to the results", async () => {
      renderOn('2026-04-07T16:00:00Z');
      const card = await screen.findByRole('region', { name: 'Spring Invitational' });
      expect(
        within(card)
          .getByText(/Winner:/)
          .closest('p'),
      ).toHaveTextContent('Winner:Alice-12won $70.00');
      const placesIn = (groupName: string) =>
        within(card)
          .getByRole('list', { name: `Payouts in ${groupName} Spring Invitational` })
          .querySelectorAll('li');
      expect([...placesIn('Sunday Skins')].map((place) => place.textContent)).toEqual([
        '1Alice-12$70.00',
        '2Bo-7$30.00',
      ]);
      expect([...placesIn('Office Pool')].map((place) => place.textContent)).toEqual([
        '1Nelly Korda-9$20.00',
      ]);
      expect(within(card).getByRole('link', { name: 'View Results' })).toHaveAttribute(
        'href',
        '/tournament/30/history',
      );
    });

    it('is gone a week after the tournament ended', async () => {
      const fetchMock = renderOn('2026-04-13T16:00:00Z');
      await screen.findByRole('heading', { name: 'Welcome back, Nelly' });
      const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
      await waitFor(() => expect(asked()).toContain('/api/tournaments'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('region', { name: 'Spring Invitational' })).not.toBeInTheDocument();
      // Nothing finished this week: the whole history (every tournament scored) is not asked for.
      expect(asked()).not.toContain('/api/tournaments/history');
    });
  });
});
