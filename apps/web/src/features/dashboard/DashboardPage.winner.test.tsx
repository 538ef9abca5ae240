import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyItem } from '../../test/history-fixtures';
import { myEntries } from '../../test/my-entry-fixtures';
import { stubFetch, tournament as seasonTournament } from '../../test/tournament-helpers';
import { DASHBOARD, renderDashboard } from './test/render';

// The live tournament's card listens to its group's stream; none is opened here.
vi.mock('../../lib/live', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useGroupEvents: vi.fn(() => 'open'),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DashboardPage: the latest winner', () => {
  // One tournament played in two of the user's groups, each paying its own places.
  const played = historyItem({
    id: 30,
    name: 'Spring Invitational',
    userGroups: [
      { id: 3, name: 'Sunday Skins' },
      { id: 5, name: 'Office Pool' },
    ],
    winner: { name: 'Alice', totalScore: -12, groupId: 3 },
    payouts: [
      { groupId: 3, rank: 1, playerName: 'Alice', entryNumber: null, totalScore: -12, payout: 70 },
      { groupId: 3, rank: 2, playerName: 'Bo', entryNumber: null, totalScore: -7, payout: 30 },
      {
        groupId: 5,
        rank: 1,
        playerName: 'Nelly Korda',
        entryNumber: null,
        totalScore: -9,
        payout: 20,
      },
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
    // Across several groups the winner is named with their group.
    expect(
      within(card)
        .getByText(/Winner:/)
        .closest('p'),
    ).toHaveTextContent('Winner:Alice-12won $70.00in Sunday Skins');
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

  it("comes after the live tournament and the member's entry in it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-07T16:00:00Z'));
    stubFetch({
      '/api/dashboard': { body: DASHBOARD },
      '/api/tournaments/history': { body: [played] },
      '/api/tournaments': { body: season },
      '/api/pool-groups/3/tournaments/10/my-entries': { body: myEntries() },
    });
    renderDashboard();
    const lastWeek = await screen.findByRole('region', { name: 'Spring Invitational' });
    const live = screen.getByRole('region', { name: 'Live Tournaments' });
    expect(live.compareDocumentPosition(lastWeek) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(live).findByRole('table', { name: /^Your entry/ })).toBeInTheDocument();
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
