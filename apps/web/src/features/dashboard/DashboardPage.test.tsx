import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/tournament-helpers';
import { myEntries, myEntry } from '../../test/my-entry-fixtures';
import { DASHBOARD, EMPTY, region, renderDashboard, tournament } from './test/render';

// The live tournament's card listens to its group's stream; none is opened here.
vi.mock('../../lib/live', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useGroupEvents: vi.fn(() => 'open'),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The dashboard's sections (named regions), top to bottom. */
const sectionsInOrder = () =>
  screen
    .getAllByRole('region')
    .map((section) => section.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id ?? '')?.textContent);

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
    // Straight to the tournament's entry form: one tap to picking.
    expect(within(critical!).getByRole('link', { name: /Make Picks/ })).toHaveAttribute(
      'href',
      '/groups/3/tournament/20/entry',
    );
    expect(within(high!).getByRole('link', { name: /Make Picks/ })).toHaveAttribute(
      'href',
      '/groups/5/tournament/21/entry',
    );
  });

  it('shows groups, live and upcoming tournaments with their links', async () => {
    stubFetch({
      '/api/dashboard': { body: DASHBOARD },
      '/api/pool-groups/3/tournaments/10/my-entries': {
        body: myEntries([
          myEntry({ entryId: 1, label: '#1' }),
          myEntry({ entryId: 2, label: '#2' }),
        ]),
      },
    });
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

    // The live tournament where the user has entries: how they stand, a line each.
    const live = region('Live Tournaments');
    expect(within(live).getByRole('link', { name: /The Fairway Open/ })).toHaveAttribute(
      'href',
      '/groups/3/tournament/10/standings',
    );
    expect(within(live).getByText('Sunday Skins · Round 2')).toBeInTheDocument();
    const entries = await within(live).findByRole('table', { name: /^Your entries: rank of 60/ });
    expect(
      within(entries)
        .getAllByRole('rowheader')
        .map((row) => row.textContent),
    ).toEqual(['#1', '#2']);
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

  it("leads with the live tournament while one is live, last week's results and shortcuts after", async () => {
    stubFetch({
      '/api/dashboard': { body: DASHBOARD },
      '/api/pool-groups/3/tournaments/10/my-entries': { body: myEntries() },
    });
    renderDashboard();
    await screen.findByRole('table', { name: /^Your entry/ });
    expect(sectionsInOrder()).toEqual([
      'Live Tournaments',
      'Urgent Actions',
      'Quick actions',
      'My Groups',
      'Upcoming Tournaments',
    ]);
  });

  it('keeps live tournaments beside the upcoming ones, after the shortcuts, while none is live', async () => {
    stubFetch({ '/api/dashboard': { body: { ...DASHBOARD, liveTournaments: [] } } });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Welcome back, Nelly' });
    expect(sectionsInOrder()).toEqual([
      'Urgent Actions',
      'Quick actions',
      'My Groups',
      'Live Tournaments',
      'Upcoming Tournaments',
    ]);
    expect(screen.getByText('No live tournaments')).toBeInTheDocument();
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
    // A newcomer is welcomed, not welcomed back.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome, /);
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
});
