import type { AdminEntriesResponse, AdminEntry } from '@fairway/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../test/helpers';
import { TournamentEntriesPage } from './TournamentEntriesPage';

const ENTRIES = 'GET /api/admin/tournament/9/entries';

const entry = (id: number, userName: string, groupName: string, golfer: string): AdminEntry => ({
  entryId: id,
  rank: id,
  userId: id + 10,
  userName,
  userEmail: `${userName.split(' ')[0]!.toLowerCase()}@example.com`,
  groupId: id + 100,
  groupName,
  picks: [
    { tier: 1, golferId: 1, name: golfer, score: -4 },
    { tier: 2, golferId: 2, name: 'Tom Kim', score: 1 },
    { tier: 3, golferId: 3, name: 'Min Woo Lee', score: 0 },
    { tier: 4, golferId: 4, name: 'Long Shot', score: 2 },
    { tier: 4, golferId: 5, name: 'Far Away', score: -1 },
  ],
  totalScore: -2,
  tiebreaker: -8,
  submittedAt: '2026-06-10T12:00:00Z',
});

const response = (entries: AdminEntry[]): AdminEntriesResponse => ({
  tournamentId: 9,
  tournamentName: 'Harbour Classic',
  status: 'active',
  entries,
});

function renderPage(reply: { status?: number; body?: unknown }) {
  stubApi({ [ENTRIES]: reply });
  renderRoute(
    '/admin/tournament/:tournamentId/entries',
    '/admin/tournament/9/entries',
    <TournamentEntriesPage />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const rows = () => screen.getAllByRole('row').slice(1);

describe('TournamentEntriesPage', () => {
  it('lists every entry with player, email, group, picks and scores', async () => {
    renderPage({
      body: response([
        entry(1, 'Ada Lovelace', 'Office Pool', 'Scottie Scheffler'),
        entry(2, 'Grace Hopper', 'Sunday Foursome', 'Rory McIlroy'),
      ]),
    });
    expect(await screen.findByText('Harbour Classic')).toBeVisible();
    expect(screen.getByText('2 entries')).toBeVisible();
    const first = within(rows()[0]!);
    expect(first.getByText('ada@example.com')).toBeVisible();
    expect(first.getByRole('link', { name: 'Office Pool' })).toHaveAttribute('href', '/groups/101');
    expect(first.getByText('(-4)')).toBeVisible();
    expect(first.getByText('-2')).toBeVisible();
  });

  it('filters by player, group or golfer as the admin types', async () => {
    renderPage({
      body: response([
        entry(1, 'Ada Lovelace', 'Office Pool', 'Scottie Scheffler'),
        entry(2, 'Grace Hopper', 'Sunday Foursome', 'Rory McIlroy'),
      ]),
    });
    const search = await screen.findByLabelText('Search entries');
    await userEvent.type(search, 'mcilroy');
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('Grace Hopper')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'office');
    expect(within(rows()[0]!).getByText('Ada Lovelace')).toBeVisible();
    expect(screen.getByText('1 entry')).toBeVisible();
  });

  it("numbers a player's entries within each group, and keeps the numbers while searching", async () => {
    const ada = { userId: 7, userName: 'Ada Lovelace' };
    renderPage({
      body: response([
        { ...entry(3, 'Ada Lovelace', 'Office Pool', 'Scottie Scheffler'), ...ada, groupId: 101 },
        { ...entry(1, 'Ada Lovelace', 'Office Pool', 'Rory McIlroy'), ...ada, groupId: 101 },
        // Her only entry in another group is not numbered.
        { ...entry(2, 'Ada Lovelace', 'Sunday Foursome', 'Tom Kim'), ...ada, groupId: 102 },
      ]),
    });
    await screen.findByText('3 entries');
    expect(
      rows().map((row) => within(row).getAllByRole('cell')[1]!.firstChild?.textContent),
    ).toEqual(['Ada Lovelace #2', 'Ada Lovelace #1', 'Ada Lovelace']);
    await userEvent.type(screen.getByLabelText('Search entries'), 'scheffler');
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('Ada Lovelace #2')).toBeVisible();
  });

  it('says when there are no entries', async () => {
    renderPage({ body: response([]) });
    expect(await screen.findByText('No entries for this tournament yet.')).toBeVisible();
  });

  it('shows the error panel when the entries fail to load', async () => {
    renderPage({ status: 403, body: { error: 'Admin access required' } });
    expect(await screen.findByRole('heading', { name: 'Error Loading Entries' })).toBeVisible();
    expect(screen.getByText('Admin access required')).toBeVisible();
  });
});
