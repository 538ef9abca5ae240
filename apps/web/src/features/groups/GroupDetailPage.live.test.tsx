import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyItem } from '../../test/history-fixtures';
import { group, groupTournament } from '../../test/group-fixtures';
import { renderRoute, stubApi } from '../../test/helpers';
import { MY_ENTRIES, myEntries, myEntry } from '../../test/my-entry-fixtures';
import { GroupDetailPage } from './GroupDetailPage';

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

// Last week's tournament, finished two days ago, and this week's, being played.
const spring = historyItem({ id: 3, name: 'Spring Invitational' });
const finished = groupTournament({
  id: 3,
  name: 'Spring Invitational',
  status: 'completed',
  startDate: '2026-04-02',
  endDate: '2026-04-05',
});
const playing = groupTournament({ id: 7, name: 'Masters Week', status: 'active', entryCount: 60 });

function renderGroup(tournaments = [playing, finished]) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-07T16:00:00Z'));
  stubApi({
    'GET /api/pool-groups/5': { body: group({ tournaments }) },
    'GET /api/pool-groups/5/members': { body: [] },
    'GET /api/pool-groups/5/history': { body: [spring] },
    [MY_ENTRIES(5, 7)]: {
      body: myEntries([myEntry({ rank: 57, tied: false })], {
        tournament: { id: 7, name: 'Masters Week', status: 'active', round: 4 },
      }),
    },
  });
  renderRoute('/groups/:groupId', '/groups/5', <GroupDetailPage />);
}

/** True when `first` comes before `second` in the page. */
const before = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('GroupDetailPage while a tournament is live', () => {
  it("leads with the live tournament and the member's entry, the list open, last week and the invite code after", async () => {
    renderGroup();
    const entry = await screen.findByRole('table', { name: /^Your entry: rank of 60/ });
    const card = entry.closest('section')!;
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Masters Week');
    expect(within(card).getByText('Round 4')).toBeInTheDocument();
    expect(within(entry).getAllByRole('cell')[0]).toHaveTextContent('57');

    const heading = screen.getByRole('heading', { level: 1, name: 'Sunday Skins' });
    const list = screen.getByRole('button', { name: /Golf Tournaments/ });
    const lastWeek = await screen.findByRole('region', { name: 'Spring Invitational' });
    const invite = screen.getByText('Invite code');
    expect(before(heading, entry)).toBe(true);
    expect(before(entry, list)).toBe(true);
    expect(before(list, lastWeek)).toBe(true);
    expect(before(lastWeek, invite)).toBe(true);
    expect(list).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the invite code and last week first, the list closed, while nothing is live', async () => {
    renderGroup([finished]);
    const lastWeek = await screen.findByRole('region', { name: 'Spring Invitational' });
    const invite = screen.getByText('Invite code');
    const list = screen.getByRole('button', { name: /Golf Tournaments/ });
    expect(before(invite, lastWeek)).toBe(true);
    expect(before(lastWeek, list)).toBe(true);
    expect(list).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
