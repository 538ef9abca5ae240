import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { golfDataStatus } from './test/fixtures';
import { RUN_UPDATE, STATUS, SYNC, TOURNAMENTS, callsTo, renderAdminPage } from './test/render';

const toastMock = vi.hoisted(() => ({
  loading: vi.fn(() => 'toast-1'),
  update: vi.fn(),
  success: vi.fn(),
  error: vi.fn(),
}));
vi.mock('../../lib/toast', () => ({ toast: toastMock }));

beforeEach(() => {
  vi.clearAllMocks();
  toastMock.loading.mockReturnValue('toast-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const list = () => screen.findByRole('list', { name: 'Upcoming and active tournaments' });
const item = async (name: string) => {
  const heading = await within(await list()).findByRole('heading', { name });
  return within(heading.closest('li')!);
};
/** The loading toast was turned into this outcome. */
const settledWith = (render: string, type: 'success' | 'error') =>
  expect(toastMock.update).toHaveBeenCalledWith(
    'toast-1',
    expect.objectContaining({ render, type, isLoading: false }),
  );

describe('AdminPage: the tournament list', () => {
  it('lists upcoming and active tournaments, soonest first, and leaves completed ones out', async () => {
    renderAdminPage();
    expect(await screen.findByRole('heading', { name: 'Tournament Management' })).toBeVisible();
    const headings = within(await list()).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'The Fairway Open',
      'Harbour Classic',
      'Desert Invitational',
    ]);
    expect(screen.queryByText('Spring Championship')).not.toBeInTheDocument();
  });

  it('shows upcoming in blue and active in green', async () => {
    renderAdminPage();
    const active = (await item('The Fairway Open')).getByText('Active');
    expect(active).toHaveClass('bg-primary-soft', 'text-primary');
    const upcoming = (await item('Harbour Classic')).getByText('Upcoming');
    expect(upcoming).toHaveClass('bg-info-soft', 'text-info');
  });

  it('flags tournaments whose tiers are not set and whose field is not posted', async () => {
    renderAdminPage();
    expect((await item('Harbour Classic')).getByText('Tiers not set')).toBeInTheDocument();
    expect((await item('Harbour Classic')).getByText(/Field not posted/)).toBeInTheDocument();
    expect((await item('The Fairway Open')).getByText('Tiers set')).toBeInTheDocument();
  });

  it('links to the historical upload and to each tournament’s tiers and entries', async () => {
    renderAdminPage();
    expect(screen.getByRole('link', { name: 'Upload Historical Data' })).toHaveAttribute(
      'href',
      '/admin/historical',
    );
    const harbour = await item('Harbour Classic');
    expect(harbour.getByRole('link', { name: 'Manage Tiers: Harbour Classic' })).toHaveAttribute(
      'href',
      '/admin/tournament/4/tiers',
    );
    expect(harbour.getByRole('link', { name: 'Manage Entries: Harbour Classic' })).toHaveAttribute(
      'href',
      '/admin/tournament/4/entries',
    );
  });

  it('says so when nothing is upcoming or active', async () => {
    renderAdminPage({ [TOURNAMENTS]: { body: [] } });
    expect(await screen.findByText('No upcoming or active tournaments')).toBeInTheDocument();
  });

  it('shows "Error Loading Tournaments" with Retry, which loads the list again', async () => {
    let fail = true;
    renderAdminPage({
      [TOURNAMENTS]: () => (fail ? { status: 500, body: {} } : { body: [] }),
    });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Error Loading Tournaments')).toBeInTheDocument();
    expect(within(panel).getByText('Failed to fetch tournaments')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('No upcoming or active tournaments')).toBeInTheDocument();
  });
});

describe('AdminPage: Sync Tournaments', () => {
  it('syncs the current New York season with progress and success toasts, then reloads', async () => {
    // 22:00 on New Year's Eve in New York is already 2027 in UTC: the season is still 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T03:00:00Z'));
    const fetchMock = renderAdminPage({
      [SYNC]: { body: { message: 'Tournaments synced successfully', count: 12 } },
    });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Sync Tournaments' }));
    expect(toastMock.loading).toHaveBeenCalledWith('Syncing tournaments...');
    await waitFor(() => settledWith('Tournaments synced successfully', 'success'));
    expect(callsTo(fetchMock, SYNC)).toEqual([JSON.stringify({ year: 2026 })]);
    await waitFor(() => expect(callsTo(fetchMock, TOURNAMENTS)).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, STATUS)).toHaveLength(2));
  });

  it('turns the toast into "Failed to sync tournaments" when the server gives no reason', async () => {
    renderAdminPage({ [SYNC]: { status: 500, body: {} } });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Sync Tournaments' }));
    await waitFor(() => settledWith('Failed to sync tournaments', 'error'));
  });

  it("shows the server's error when it sends one, and reloads the feed status", async () => {
    const fetchMock = renderAdminPage({
      [SYNC]: { status: 502, body: { error: 'Golf data provider timed out' } },
    });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Sync Tournaments' }));
    await waitFor(() => settledWith('Golf data provider timed out', 'error'));
    await waitFor(() => expect(callsTo(fetchMock, STATUS)).toHaveLength(2));
  });
});

describe('AdminPage: Update Tournament', () => {
  it('updates that tournament with progress and success toasts, then reloads', async () => {
    const fetchMock = renderAdminPage({
      [RUN_UPDATE]: {
        body: {
          message: 'Tournament updated successfully',
          version: 9,
          status: 'active',
          finalized: false,
        },
      },
    });
    const fairway = await item('The Fairway Open');
    await userEvent.click(
      fairway.getByRole('button', { name: 'Update Tournament: The Fairway Open' }),
    );
    expect(toastMock.loading).toHaveBeenCalledWith('Updating Current Tournament...');
    await waitFor(() => settledWith('Tournament updated successfully', 'success'));
    expect(callsTo(fetchMock, RUN_UPDATE)).toEqual([JSON.stringify({ tournament_id: 3 })]);
    await waitFor(() => expect(callsTo(fetchMock, TOURNAMENTS)).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, STATUS)).toHaveLength(2));
  });

  it('falls back to "Failed to sync tournaments" (the spec uses it for updates too)', async () => {
    renderAdminPage({ [RUN_UPDATE]: { status: 500, body: {} } });
    const harbour = await item('Harbour Classic');
    await userEvent.click(
      harbour.getByRole('button', { name: 'Update Tournament: Harbour Classic' }),
    );
    await waitFor(() => settledWith('Failed to sync tournaments', 'error'));
  });

  it("shows the server's reason when an update is refused", async () => {
    renderAdminPage({
      [RUN_UPDATE]: { status: 409, body: { error: 'This tournament has no provider data' } },
    });
    const harbour = await item('Harbour Classic');
    await userEvent.click(
      harbour.getByRole('button', { name: 'Update Tournament: Harbour Classic' }),
    );
    await waitFor(() => settledWith('This tournament has no provider data', 'error'));
  });
});

describe('AdminPage: the golf data feed', () => {
  const feed = () => screen.findByRole('region', { name: 'Golf Data Feed' });

  it('shows the provider and the last successful update in ET', async () => {
    renderAdminPage();
    const region = within(await feed());
    expect(await region.findByText('ESPN')).toBeInTheDocument();
    expect(region.getByText('Last successful update').nextSibling).toHaveTextContent(
      'Jun 12, 1:40 PM ET',
    );
    expect(region.queryByText('Last error')).not.toBeInTheDocument();
  });

  it('shows the last error when it is newer than the last success', async () => {
    renderAdminPage({
      [STATUS]: {
        body: golfDataStatus({
          lastError: {
            message: 'ESPN answered 503',
            at: '2026-06-12T18:05:00.000Z',
            tournamentId: 3,
          },
        }),
      },
    });
    const region = within(await feed());
    const alert = await region.findByRole('alert');
    expect(alert).toHaveTextContent('Last error');
    expect(alert).toHaveTextContent('ESPN answered 503');
    expect(alert).toHaveTextContent('Jun 12, 2:05 PM ET');
    expect(alert).toHaveTextContent('updating The Fairway Open');
  });

  it('leaves out an error the feed has since recovered from', async () => {
    renderAdminPage({
      [STATUS]: {
        body: golfDataStatus({
          lastError: {
            message: 'ESPN answered 503',
            at: '2026-06-12T17:00:00.000Z',
            tournamentId: null,
          },
        }),
      },
    });
    const region = within(await feed());
    expect(await region.findByText('ESPN')).toBeInTheDocument();
    expect(region.queryByText('ESPN answered 503')).not.toBeInTheDocument();
  });

  it('says Never before any success, with the failing schedule sync', async () => {
    renderAdminPage({
      [STATUS]: {
        body: golfDataStatus({
          provider: 'simulator',
          lastSuccessfulUpdate: null,
          lastError: {
            message: 'No season yet',
            at: '2026-06-12T17:00:00.000Z',
            tournamentId: null,
          },
        }),
      },
    });
    const region = within(await feed());
    expect(await region.findByText('Simulator')).toBeInTheDocument();
    expect(region.getByText('Never')).toBeInTheDocument();
    expect(region.getByRole('alert')).toHaveTextContent('No season yet');
    expect(region.getByRole('alert')).toHaveTextContent('schedule sync');
  });

  it('keeps the page usable when the status cannot be read', async () => {
    renderAdminPage({ [STATUS]: { status: 500, body: {} } });
    expect(await within(await feed()).findByText(/Feed status unavailable/)).toBeInTheDocument();
    expect(await list()).toBeInTheDocument();
  });
});
