import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupTournament } from '../../test/group-fixtures';
import { LIST, renderTournamentsPage } from './test/group-tournaments-kit';
import { etDateFromNow, group, hoursFromNow, memberTournament } from './test/fixtures';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME } = await import('./test/fixtures');
  return { useAuth: () => ({ user: ME, userId: ME.id, isAuthenticated: true }) };
});

afterEach(() => vi.unstubAllGlobals());

const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('GroupTournamentsPage', () => {
  it('splits tournaments into Active and Upcoming with dates, entries and picks', async () => {
    renderTournamentsPage({
      [LIST]: {
        body: [
          memberTournament({
            id: 2,
            name: 'Spring Classic',
            startDate: etDateFromNow(10),
            endDate: etDateFromNow(13),
            myEntryCount: 3,
            allowMultipleEntries: true,
            maxEntriesPerUser: 3,
            customRules: 'Closest to the pin pays $5',
          }),
          memberTournament({
            id: 1,
            name: 'Live Invitational',
            status: 'active',
            round: 2,
            entryDeadline: hoursFromNow(-30),
            entryDeadlinePassed: true,
            myEntryCount: 1,
          }),
          memberTournament({ id: 3, name: 'Today Open', startDate: etDateFromNow(0) }),
        ],
      },
    });

    const active = within(await screen.findByRole('region', { name: 'Active' }));
    expect(active.getByRole('heading', { name: 'Live Invitational' })).toBeInTheDocument();
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming' }));
    expect(upcoming.getAllByRole('article')).toHaveLength(2);

    const live = await card('Live Invitational');
    expect(live.getByText('Live')).toBeInTheDocument();
    expect(live.getByText('Entry Submitted')).toBeInTheDocument();
    expect(live.getByText('3/8 (38%)')).toBeInTheDocument();
    expect(live.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
    expect(live.queryByText(/until start/)).not.toBeInTheDocument();

    const spring = await card('Spring Classic');
    expect(spring.getByText('3 Entries')).toBeInTheDocument();
    expect(spring.getByText('Max Entries: 3 per user')).toBeInTheDocument();
    expect(spring.getByText('10 days until start')).toBeInTheDocument();
    expect(spring.getByText('Open')).toBeInTheDocument();
    expect(spring.getByText(/Entries close in/)).toBeInTheDocument();

    const today = await card('Today Open');
    expect(today.getByText('No Entry')).toBeInTheDocument();
    expect(today.getByText('Starting today')).toBeInTheDocument();
    expect(today.queryByText(/Max Entries/)).not.toBeInTheDocument();
  });

  it('offers Make Picks or Add Entry only before the deadline, while enabled and below the limit', async () => {
    renderTournamentsPage({
      [LIST]: {
        body: [
          memberTournament({ id: 1, name: 'Fresh' }),
          memberTournament({
            id: 2,
            name: 'Room For More',
            myEntryCount: 1,
            allowMultipleEntries: true,
            maxEntriesPerUser: 2,
          }),
          memberTournament({
            id: 3,
            name: 'Full Up',
            myEntryCount: 2,
            allowMultipleEntries: true,
            maxEntriesPerUser: 2,
          }),
          memberTournament({ id: 4, name: 'Single', myEntryCount: 1 }),
          memberTournament({
            id: 5,
            name: 'Closed',
            entryDeadline: hoursFromNow(-2),
            entryDeadlinePassed: true,
          }),
          memberTournament({ id: 6, name: 'Disabled', isActive: false }),
        ],
      },
    });

    const fresh = await card('Fresh');
    expect(fresh.getByRole('link', { name: 'Make Picks: Fresh' })).toHaveAttribute(
      'href',
      '/groups/5/tournament/1/entry',
    );
    expect(fresh.getByRole('link', { name: 'View My Entries: Fresh' })).toHaveAttribute(
      'href',
      '/groups/5/tournament/1/my-entries',
    );
    expect(fresh.getByRole('link', { name: 'View Standings: Fresh' })).toHaveAttribute(
      'href',
      '/groups/5/tournament/1/standings',
    );
    const more = await card('Room For More');
    expect(more.getByRole('link', { name: 'Add Entry: Room For More' })).toBeInTheDocument();

    for (const name of ['Full Up', 'Single', 'Closed', 'Disabled']) {
      const other = await card(name);
      expect(other.queryByRole('link', { name: /Make Picks|Add Entry/ })).not.toBeInTheDocument();
      expect(other.getByRole('link', { name: `View My Entries: ${name}` })).toBeInTheDocument();
    }
    expect((await card('Closed')).getByText('Entries Closed')).toBeInTheDocument();
    expect(
      (await card('Disabled')).getByText('Entries are disabled for this tournament'),
    ).toBeInTheDocument();
  });

  it('reads entries the admin disabled as closed: the badge, no countdown, no way to enter', async () => {
    renderTournamentsPage({
      [LIST]: {
        body: [
          memberTournament({ id: 1, name: 'Open One', entryDeadline: hoursFromNow(72) }),
          memberTournament({
            id: 2,
            name: 'Switched Off',
            entryDeadline: hoursFromNow(72),
            isActive: false,
          }),
        ],
      },
    });
    const open = await card('Open One');
    expect(open.getByText('Open')).toBeInTheDocument();
    expect(open.getByText('Entries close in')).toBeInTheDocument();

    const off = await card('Switched Off');
    expect(off.getByText('Entries Closed')).toBeInTheDocument();
    expect(off.queryByText('Open')).not.toBeInTheDocument();
    expect(off.queryByText('Entries close in')).not.toBeInTheDocument();
    expect(off.getByText('Entries are disabled for this tournament')).toBeInTheDocument();
    expect(off.queryByRole('link', { name: /Make Picks|Add Entry/ })).not.toBeInTheDocument();
  });

  it('shows custom rules from the info button, by keyboard and by tap', async () => {
    const user = userEvent.setup();
    renderTournamentsPage({
      [LIST]: { body: [memberTournament({ customRules: 'Best ball counts double' })] },
    });
    await card('The Fairway Open');
    await user.tab();
    while (document.activeElement?.textContent !== 'Custom rules') await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Best ball counts double');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // A tap opens it as well: phones have no hover.
    await user.click(screen.getByRole('button', { name: 'Custom rules' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Best ball counts double');
  });

  it('shows the empty state, with the Admin page hint for admins', async () => {
    renderTournamentsPage({
      'GET /api/pool-groups/5': { body: group({ isAdmin: true }) },
      [LIST]: { body: [] },
    });
    expect(await screen.findByText('No Tournaments Available')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Admin page' })).toHaveAttribute(
      'href',
      '/groups/5/admin',
    );
  });

  it('lists finished tournaments with their final standings once nothing is open for picks', async () => {
    renderTournamentsPage({
      'GET /api/pool-groups/5': {
        body: group({
          tournaments: [
            groupTournament({ id: 3, name: 'Spring Classic', status: 'completed', entryCount: 4 }),
          ],
        }),
      },
      [LIST]: { body: [] },
    });
    expect(await screen.findByText('No Tournament Open for Picks')).toBeInTheDocument();
    expect(screen.queryByText('No Tournaments Available')).not.toBeInTheDocument();
    const finished = within(screen.getByRole('region', { name: 'Finished' }));
    expect(finished.getByText('Spring Classic')).toBeInTheDocument();
    expect(finished.getByText(/4 entries/)).toBeInTheDocument();
    expect(
      finished.getByRole('link', { name: 'Final standings of Spring Classic' }),
    ).toHaveAttribute('href', '/groups/5/tournament/3/standings');
  });

  it('shows the load failure', async () => {
    renderTournamentsPage({ [LIST]: { status: 500, body: {} } });
    expect(await screen.findByText('Failed to fetch tournaments')).toBeInTheDocument();
  });
});
