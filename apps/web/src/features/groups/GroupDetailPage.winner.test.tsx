import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyItem } from '../../test/history-fixtures';
import { GroupDetailPage } from './GroupDetailPage';
import { group, groupTournament } from '../../test/group-fixtures';
import { callsMade, renderRoute, stubApi } from '../../test/helpers';

vi.mock('../../lib/auth/AuthProvider', async () => {
  const { ME: me } = await import('../../test/group-fixtures');
  return { useAuth: () => ({ user: me, userId: me.id, isAuthenticated: true }) };
});
vi.mock('../chat', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  GroupChat: () => <p>Chat</p>,
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// A $100 pool paid 50/30/20, two tied for 2nd sharing 2nd and 3rd place.
const spring = historyItem({
  id: 3,
  name: 'Spring Invitational',
  payouts: [
    { groupId: 5, rank: 1, playerName: 'Alice', entryNumber: null, totalScore: -12, payout: 50 },
    { groupId: 5, rank: 2, playerName: 'Bo', entryNumber: 2, totalScore: -7, payout: 25 },
    { groupId: 5, rank: 2, playerName: 'Casey Me', entryNumber: null, totalScore: -7, payout: 25 },
  ],
});
const finished = groupTournament({
  id: 3,
  name: 'Spring Invitational',
  status: 'completed',
  startDate: '2026-04-02',
  endDate: '2026-04-05',
});

function renderGroupOn(today: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(today));
  const fetchMock = stubApi({
    'GET /api/pool-groups/5': { body: group({ tournaments: [finished] }) },
    'GET /api/pool-groups/5/members': { body: [] },
    'GET /api/pool-groups/5/history': { body: [spring] },
  });
  renderRoute('/groups/:groupId', '/groups/5', <GroupDetailPage />);
  return fetchMock;
}

describe('GroupDetailPage: the latest winner', () => {
  it('shows the winner and paid places for a week after the tournament ends', async () => {
    renderGroupOn('2026-04-08T16:00:00Z');
    const card = await screen.findByRole('region', { name: 'Spring Invitational' });
    expect(
      within(card)
        .getByText(/Winner:/)
        .closest('p'),
    ).toHaveTextContent('Winner:Alice-12won $50.00');
    const places = within(card).getByRole('list', { name: 'Payouts Spring Invitational' });
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((place) => place.textContent),
    ).toEqual(['1Alice-12$50.00', 'T2Bo #2-7$25.00', 'T2Casey Me-7$25.00']);
    // One group: its name is not repeated beside the winner.
    expect(within(card).queryByText(/^in /)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Results' })).toHaveAttribute(
      'href',
      '/tournament/3/history',
    );
  });

  it('shows a long winner name whole, wrapping on a phone rather than cut ("Marcus Ch…")', async () => {
    const long = 'Marcus Christopherson-Whitfield';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-08T16:00:00Z'));
    stubApi({
      'GET /api/pool-groups/5': { body: group({ tournaments: [finished] }) },
      'GET /api/pool-groups/5/members': { body: [] },
      'GET /api/pool-groups/5/history': {
        body: [
          historyItem({
            ...spring,
            winner: { name: long, totalScore: -12, groupId: 5 },
            payouts: [{ ...spring.payouts[0]!, playerName: long }],
          }),
        ],
      },
    });
    renderRoute('/groups/:groupId', '/groups/5', <GroupDetailPage />);
    const card = await screen.findByRole('region', { name: 'Spring Invitational' });
    // The winner line and the paid place: the name may break onto a line of its own, never
    // end in an ellipsis (the layout itself is measured at 375 px by the browser journey).
    const names = within(card).getAllByText(long);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).not.toHaveClass('truncate');
      expect(name).toHaveClass('break-words');
    }
    expect(names[0]!.closest('p')).toHaveClass('flex-wrap');
  });

  it('leaves the card out once the tournament ended more than a week ago', async () => {
    const fetchMock = renderGroupOn('2026-04-20T16:00:00Z');
    expect(await screen.findByRole('heading', { name: 'Sunday Skins', level: 1 })).toBeVisible();
    // Let the history answer and the page render it, then look: still no card.
    await waitFor(() => expect(callsMade(fetchMock)).toContain('GET /api/pool-groups/5/history'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Spring Invitational' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Final results/)).not.toBeInTheDocument();
  });
});
